import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog } from '../../../../components/ui/dialogs/app-dialog';
import { FeedbackDialog } from '../../../../components/ui/dialogs/feedback-dialog';
import { useDeleteSchedule, useDeleteVisitor } from '../api/visitor-changes';
import type { Schedule, VisitorUnit } from '../api/visitor-types';
import { VISITOR_COPY as V } from '../visitors-copy';
import { RequestFailedDialog } from './request-failed-dialog';
import { scheduleText } from './schedule-item';

export type DeleteTarget = { visitor: VisitorUnit; schedule: Schedule | null };

/**
 * Spec 02 §2.3, §4, §8: 'Tem certeza?' (for a visitor, warning that its schedules go too and that the deletion is
 * logged in the condominium timeline), then the success text or 'Falha na solicitação' with 'Tentar novamente'.
 */
export const DeleteVisitorDialog = ({
  target,
  onClose,
  onDeleted,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: (t: DeleteTarget) => void;
}) => {
  const removeVisitor = useDeleteVisitor();
  const removeSchedule = useDeleteSchedule();
  const [done, setDone] = useState<DeleteTarget | null>(null);
  const isSchedule = target?.schedule != null;
  const mutation = isSchedule ? removeSchedule : removeVisitor;
  const handleDelete = () => {
    if (!target) return;
    const onSuccess = () => setDone(target);
    if (target.schedule) removeSchedule.mutate(target.schedule.id, { onSuccess });
    else removeVisitor.mutate(target.visitor.visitante.idVisitante, { onSuccess });
  };
  const handleClose = () => {
    removeVisitor.reset();
    removeSchedule.reset();
    const finished = done;
    setDone(null);
    if (finished) onDeleted(finished);
    onClose();
  };
  const schedule = target?.schedule ? scheduleText(target.schedule) : null;
  return (
    <>
      <AppDialog
        open={target !== null && done === null && !mutation.isError}
        title={V.deleteConfirmTitle}
        confirmLabel={isSchedule ? V.deleteSchedule : V.deleteVisitor}
        onConfirm={handleDelete}
        onCancel={handleClose}
        isConfirmDisabled={mutation.isPending}
      >
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 600 }}>{target?.visitor.visitante.nome}</Typography>
          {schedule ? (
            <Typography>{`${V.deleteScheduleQuestion} ${schedule.primary}${schedule.secondary ? ` · ${schedule.secondary}` : ''}`}</Typography>
          ) : (
            <Alert severity="warning">{V.deleteWarningSchedules}</Alert>
          )}
          <Alert severity="info">{V.deleteWarningTimeline}</Alert>
        </Stack>
      </AppDialog>
      <FeedbackDialog
        open={done !== null}
        severity="success"
        title={done?.schedule ? V.scheduleDeleted : V.visitorDeleted}
        onClose={handleClose}
      />
      {/* A refusal (409: a resident's visitor or schedule) says why in the desk's words; the session stays. */}
      <RequestFailedDialog
        open={mutation.isError}
        error={mutation.error}
        onRetry={handleDelete}
        onClose={handleClose}
      />
    </>
  );
};
