import { useEffect, useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ActionButtons } from '../../../../components/ui/controls/action-buttons';
import { FeedbackDialog } from '../../../../components/ui/dialogs/feedback-dialog';
import { useSession } from '../../../../lib/session';
import { useSaveVisitor } from '../api/visitor-changes';
import type { Schedule, VisitorUnit } from '../api/visitor-types';
import { VISITOR_COPY as V } from '../visitors-copy';
import { isScheduleReady } from '../utils/draft-issues';
import { reduceDraft, type VisitorDraft } from '../utils/visitor-draft';
import { draftOfVisitor, scheduleDraft, toVisitorPayload } from '../utils/visitor-payload';
import { useTodayDay } from '../utils/use-today-day';
import { AuthorizationFields } from './authorization-fields';
import { RequestFailedDialog } from './request-failed-dialog';

type ScheduleDialogProps = {
  /** The visitor, and the active schedule being edited (null: 'Cadastrar novo agendamento'). */
  target: { visitor: VisitorUnit; schedule: Schedule | null } | null;
  hasBiometrics: boolean;
  onClose: () => void;
};

/** 'Editar / Agendamento ativo' (or a new schedule) with 'Voltar' and 'Salvar' (spec 02 §2.3). */
export const ScheduleDialog = ({ target, hasBiometrics, onClose }: ScheduleDialogProps) => {
  const titleId = useId();
  const today = useTodayDay();
  const session = useSession();
  const save = useSaveVisitor();
  const [draft, setDraft] = useState<VisitorDraft | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  useEffect(() => {
    setDraft(target ? { ...draftOfVisitor(target.visitor), ...scheduleDraft(target.schedule) } : null);
  }, [target]);
  const isEdit = target?.schedule != null;
  const handleSave = () => {
    if (!target || !draft) return;
    const body = toVisitorPayload({
      draft,
      kind: target.visitor.visitante.visitanteTipo,
      idUnidade: target.visitor.idUnidade,
      idPorteiro: session.user?.idPorteiro ?? 0,
      visitor: target.visitor,
      idAutorizacao: target.schedule?.id,
    });
    // PUT: with idAutorizacao it edits that schedule, without it adds one to the record.
    save.mutate({ body, isEdit: true }, { onSuccess: () => setIsSaved(true) });
  };
  const handleDone = () => {
    setIsSaved(false);
    save.reset();
    onClose();
  };
  return (
    <>
      <Dialog
        open={target !== null && !isSaved && !save.isError}
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        scroll="paper"
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {isEdit ? V.editScheduleTitle : V.newSchedule}
        </DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ mb: 2, fontWeight: 600 }}>{target?.visitor.visitante.nome}</Typography>
          {draft && (
            <AuthorizationFields
              draft={draft}
              onChange={(c) => setDraft((d) => d && reduceDraft(d, c))}
              today={today}
              hasBiometrics={hasBiometrics}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <ActionButtons
            actions={[
              { label: V.back, onClick: onClose, variant: 'outlined' },
              {
                label: V.save,
                onClick: handleSave,
                isDisabled: !draft || !isScheduleReady(draft, today) || save.isPending,
              },
            ]}
          />
        </DialogActions>
      </Dialog>
      <FeedbackDialog
        open={isSaved}
        severity="success"
        title={isEdit ? V.updated : V.registered}
        onClose={handleDone}
      />
      <RequestFailedDialog open={save.isError} error={save.error} onRetry={handleSave} onClose={() => save.reset()} />
    </>
  );
};
