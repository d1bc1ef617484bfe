import History from '@mui/icons-material/History';
import Inventory2 from '@mui/icons-material/Inventory2';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import Outbox from '@mui/icons-material/Outbox';
import Pin from '@mui/icons-material/Pin';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { FlowMenu } from '../../../components/flow/flow-menu';
import { WEB_COPY } from '../correspondence-copy';

export type HomeChoice = 'register' | 'release' | 'releaseByCode' | 'shelf' | 'history';

const OPTIONS = [
  { id: 'register', label: M.optionRegister, icon: <MoveToInbox fontSize="large" /> },
  { id: 'release', label: M.optionRelease, icon: <Outbox fontSize="large" /> },
  { id: 'releaseByCode', label: WEB_COPY.releaseByCodeHome, icon: <Pin fontSize="large" /> },
  { id: 'shelf', label: M.optionShelf, icon: <Inventory2 fontSize="large" /> },
  { id: 'history', label: M.optionHistory, icon: <History fontSize="large" /> },
] as const;

/** 'O que deseja fazer?' — the ways into the area (spec 02 §2.6). */
export const CorrespondenceHome = ({ onChoose }: { onChoose: (choice: HomeChoice) => void }) => (
  <FlowMenu title={M.homeQuestion} options={OPTIONS} onSelect={onChoose} layout="tiles" />
);
