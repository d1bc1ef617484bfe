import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { FlowMenu } from '../../../components/flow/flow-menu';

export type OccurrencesMenuChoice = 'create' | 'list';

const OPTIONS = [
  { id: 'create', label: M.create, icon: <AddCircleOutline color="primary" fontSize="large" aria-hidden /> },
  { id: 'list', label: M.viewList, icon: <FormatListBulleted color="primary" fontSize="large" aria-hidden /> },
] as const;

/** 'Criar uma ocorrência' / 'Ver lista de ocorrências do condomínio'. */
export const OccurrencesMenu = ({ onSelect }: { onSelect: (choice: OccurrencesMenuChoice) => void }) => (
  <FlowMenu title={M.homeTitle} options={OPTIONS} onSelect={onSelect} />
);
