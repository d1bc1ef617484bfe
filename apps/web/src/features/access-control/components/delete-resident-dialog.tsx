import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { RequestFailedDialog } from '../../../components/ui/dialogs/request-failed-dialog';
import { useDeleteResident } from '../api/resident-changes';
import { unitText } from '../utils/resident-text';

/** Confirmation, then 'Morador excluído com sucesso!' or 'Falha na solicitação' (decision 104: 'Tentar novamente' when a retry may pass). */
export const DeleteResidentDialog = ({ resident, onClose }: { resident: Resident | null; onClose: () => void }) => {
  const remove = useDeleteResident();
  const [isDone, setIsDone] = useState(false);
  const handleDelete = () => {
    if (!resident) return;
    remove.mutate(
      { cpf: resident.morador.cpf, idUnidade: resident.unidade.idUnidade, idMorador: resident.morador.idMorador },
      { onSuccess: () => setIsDone(true) },
    );
  };
  const handleClose = () => {
    remove.reset();
    setIsDone(false);
    onClose();
  };
  return (
    <>
      <AppDialog
        open={resident !== null && !isDone && !remove.isError}
        title={M.deleteButton}
        confirmLabel={M.deleteButton}
        onConfirm={handleDelete}
        onCancel={handleClose}
        isConfirmDisabled={remove.isPending}
      >
        <Typography>{M.deleteConfirm}</Typography>
        {resident && (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>
            {resident.morador.nome} — {unitText(resident.unidade)}
          </Typography>
        )}
      </AppDialog>
      <FeedbackDialog open={isDone} severity="success" title={M.deleted} onClose={handleClose} />
      {/* A refusal (409: only who registered the resident may delete it) says why, with OK only; the session stays. */}
      <RequestFailedDialog
        open={remove.isError}
        error={remove.error}
        title={M.requestFailedTitle}
        text={M.requestFailedText}
        onRetry={handleDelete}
        onClose={handleClose}
      />
    </>
  );
};
