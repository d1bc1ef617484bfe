import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import { AppDialog } from '../../../components/ui/app-dialog';
import { FeedbackDialog } from '../../../components/ui/feedback-dialog';
import { userMessageOf } from '../../../lib/api-client';
import { useDeleteResident } from '../api/resident-changes';
import { unitText } from '../utils/resident-text';

/** Confirmation, then 'Morador excluído com sucesso!' or 'Falha na solicitação' with 'Tentar novamente'. */
export const DeleteResidentDialog = ({ resident, onClose }: { resident: Resident | null; onClose: () => void }) => {
  const remove = useDeleteResident();
  const [isDone, setIsDone] = useState(false);
  const handleDelete = () => {
    if (!resident) return;
    remove.mutate({ cpf: resident.morador.cpf, idUnidade: resident.unidade.idUnidade, idMorador: resident.morador.idMorador }, { onSuccess: () => setIsDone(true) });
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
      <FeedbackDialog
        open={remove.isError}
        severity="error"
        title={M.requestFailedTitle}
        message={
          // A refusal (409: only who registered the resident may delete it) says why; the session stays.
          userMessageOf(remove.error) ? (
            <>
              {M.requestFailedText}
              <br />
              <strong>{userMessageOf(remove.error)}</strong>
            </>
          ) : (
            M.requestFailedText
          )
        }
        autoCloseMs={0}
        onClose={handleClose}
        actions={[
          { label: M.ok, onClick: handleClose, variant: 'outlined' },
          { label: M.retry, onClick: handleDelete },
        ]}
      />
    </>
  );
};
