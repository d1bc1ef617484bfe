import DialogContent from '@mui/material/DialogContent';
import { useFlowView } from '../../components/flow/flow-scope';
import type { FlowProps } from '../../types/flow';
import { CreateOccurrence } from './components/create-occurrence';
import { OccurrencesList } from './components/occurrences-list';
import { OccurrencesMenu } from './components/occurrences-menu';

type View = 'menu' | 'create' | 'list';

/** The 'Ocorrências' tile: menu, the create wizard, and the list with filter and detail. */
export const OccurrencesFlow = ({ onClose }: FlowProps) => {
  // Kept across a page refresh with the open flow (issue 28 §6).
  const [view, setView] = useFlowView<View>('menu');
  const toMenu = () => setView('menu');
  return (
    <DialogContent sx={{ pt: 1 }}>
      {view === 'menu' && <OccurrencesMenu onSelect={setView} />}
      {view === 'create' && <CreateOccurrence onExit={toMenu} onClose={onClose} />}
      {view === 'list' && <OccurrencesList onBack={toMenu} onCreate={() => setView('create')} />}
    </DialogContent>
  );
};
