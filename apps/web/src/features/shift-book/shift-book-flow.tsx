import { useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { CondominiumGate } from '../../components/flow/condominium-gate';
import { FeedbackDialog } from '../../components/ui/dialogs/feedback-dialog';
import { useFlowView } from '../../components/flow/flow-scope';
import type { FlowProps } from '../../types/flow';
import { BookList } from './components/book-list';
import { EntryForm, type EntryFormMode } from './components/entry-form';
import { HandoverForm } from './components/handover-form';

type View = 'list' | 'new' | 'change' | 'handover';

/** The 'Livro da portaria' tile: the day's book and a period's, a new entry, an edit or a correction, the handover. */
export const ShiftBookFlow = ({ onClose }: FlowProps) => {
  // Kept across a page refresh with the open flow (issue 28 §6); the new entry and the summary are drafts too.
  const [view, setView] = useFlowView<View>('list');
  const [changing, setChanging] = useState<{ entry: Entry; kind: 'edit' | 'correct' } | null>(null);
  const [isHandedOver, setIsHandedOver] = useState(false);
  const toList = () => setView('list');
  // The entry being changed is not stored: after a refresh its form is gone and the list shows.
  const mode: EntryFormMode | null =
    view === 'new' ? { kind: 'new' } : view === 'change' && changing ? { ...changing } : null;
  const shown = view === 'change' && !changing ? 'list' : view;
  return (
    <DialogContent sx={{ pt: 1 }}>
      {shown === 'list' && (
        <BookList
          onBack={onClose}
          onNew={() => setView('new')}
          onHandover={() => setView('handover')}
          onEdit={(entry, kind) => {
            setChanging({ entry, kind });
            setView('change');
          }}
        />
      )}
      {mode && (
        <CondominiumGate errorMessage={M.listFailed}>
          {(condominium) => (
            <EntryForm
              key={mode.kind === 'new' ? 'new' : `${mode.kind}-${mode.entry.id}`}
              mode={mode}
              blocks={condominium.blocos}
              onDone={toList}
              onBack={toList}
            />
          )}
        </CondominiumGate>
      )}
      {shown === 'handover' && (
        <HandoverForm
          onDone={() => {
            setIsHandedOver(true);
            toList();
          }}
          onBack={toList}
        />
      )}
      <FeedbackDialog
        open={isHandedOver}
        severity="success"
        title={M.handoverDone}
        onClose={() => setIsHandedOver(false)}
      />
    </DialogContent>
  );
};
