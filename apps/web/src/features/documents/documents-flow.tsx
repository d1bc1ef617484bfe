import { useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import type { FlowProps } from '../../types/flow';
import { DocumentsMenu } from './components/documents-menu';
import { SendDocument } from './components/send-document';
import { ViewDocuments } from './components/view-documents';

type View = 'menu' | 'send' | 'view';

/** The 'Documentos' tile: e-mail a document link to a unit, or view the documents. */
export const DocumentsFlow = ({ onClose }: FlowProps) => {
  const [view, setView] = useState<View>('menu');
  const toMenu = () => setView('menu');
  return (
    <DialogContent sx={{ pt: 1 }}>
      {view === 'menu' && <DocumentsMenu onSelect={setView} />}
      {view === 'send' && <SendDocument onExit={toMenu} onClose={onClose} />}
      {view === 'view' && <ViewDocuments onBack={toMenu} />}
    </DialogContent>
  );
};
