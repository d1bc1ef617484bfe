import ForwardToInbox from '@mui/icons-material/ForwardToInboxOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { FlowMenu } from '../../../components/flow/flow-menu';

export type DocumentsMenuChoice = 'send' | 'view';

const OPTIONS = [
  { id: 'send', label: M.sendOption, icon: <ForwardToInbox color="primary" fontSize="large" aria-hidden /> },
  { id: 'view', label: M.viewOption, icon: <Visibility color="primary" fontSize="large" aria-hidden /> },
] as const;

/** 'Enviar documento para e-mail de uma unidade' / 'Visualizar documentos'. */
export const DocumentsMenu = ({ onSelect }: { onSelect: (choice: DocumentsMenuChoice) => void }) => (
  <FlowMenu title={M.homeTitle} options={OPTIONS} onSelect={onSelect} />
);
