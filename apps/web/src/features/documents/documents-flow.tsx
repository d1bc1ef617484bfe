import DialogContent from '@mui/material/DialogContent';
import { useFlowView } from '../../components/flow/flow-scope';
import type { FlowProps } from '../../types/flow';
import { DocumentsMenu } from './components/documents-menu';
import { SendDocument } from './components/send-document';
import { ViewDocuments } from './components/view-documents';

type View = 'menu' | 'send' | 'view';

/** The 'Documentos' tile: e-mail a document link to a unit, or view the documents. */
export const DocumentsFlow = ({ onClose }: FlowProps) => {
  // Kept across a page refresh with the open flow (issue 28 §6), and where the desk's quick action starts it.
  const [view, setView] = useFlowView<View>('menu');
  const toMenu = () => setView('menu');
  return (
    <DialogContent sx={{ pt: 1 }}>
      {view === 'menu' && <DocumentsMenu onSelect={setView} />}
      {view === 'send' && <SendDocument onExit={toMenu} onClose={onClose} />}
      {view === 'view' && <ViewDocuments onBack={toMenu} />}
    </DialogContent>
  );
};
