import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RESIDENT_LIMITS as LIMITS } from '@portaria/shared/access-control/access-control.constants';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { residentUpdateSchema, type Resident } from '@portaria/shared/access-control/residents.schemas';
import { formatPhone } from '@portaria/shared/br/phone';
import { MESSAGES } from '@portaria/shared/messages';
import { FormActions } from '../../../components/form/form-actions';
import { MaskedFormField } from '../../../components/form/masked-form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { RequestFailedDialog } from '../../../components/ui/dialogs/request-failed-dialog';
import { useUpdateResident } from '../api/resident-changes';
import { unitText } from '../utils/resident-text';
import { YesNoField } from './yes-no-field';

const valuesOf = (r: Resident) => ({
  id: r.morador.idMorador,
  idUnidade: r.unidade.idUnidade,
  telefone: r.morador.telefone ? formatPhone(r.morador.telefone) : '',
  email: r.morador.email ?? '',
  flUsoApp: r.flLiberadoParaUsarApp,
});

/** 'Editar morador': phone and e-mail checked as typed; app access only for residents the desk registered. */
export const EditResidentDialog = ({ resident, onClose }: { resident: Resident | null; onClose: () => void }) => {
  const update = useUpdateResident();
  const [isDone, setIsDone] = useState(false);
  const { control, register, handleSubmit, reset, setValue, formState } = useZodForm(residentUpdateSchema, {
    mode: 'onChange',
  });
  const values = useWatch({ control });
  useEffect(() => {
    if (resident) reset(valuesOf(resident));
  }, [resident, reset]);
  if (!resident && !isDone) return null;
  const canChangeApp = resident?.createdBy != null;
  const handleClose = () => {
    update.reset();
    setIsDone(false);
    onClose();
  };
  const submit = handleSubmit((body) => update.mutate(body, { onSuccess: () => setIsDone(true) }));

  return (
    <>
      <Dialog
        open={resident !== null && !isDone}
        onClose={handleClose}
        aria-labelledby="edit-resident-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="edit-resident-title" sx={{ fontWeight: 700 }}>
          {M.editTitle}
        </DialogTitle>
        <DialogContent>
          {resident && (
            <Box component="form" noValidate aria-label={M.editTitle} onSubmit={submit}>
              <Typography sx={{ fontWeight: 600 }}>{resident.morador.nome}</Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {unitText(resident.unidade)}
              </Typography>
              <Stack spacing={2.5}>
                <MaskedFormField control={control} name="telefone" mask="phone" label={L.mobile} required />
                <TextField
                  {...register('email')}
                  label={L.email}
                  type="email"
                  slotProps={{ htmlInput: { maxLength: LIMITS.email } }}
                  error={Boolean(formState.errors.email)}
                  helperText={formState.errors.email?.message}
                />
                <YesNoField
                  label={L.appAccess}
                  value={values.flUsoApp ?? undefined}
                  isDisabled={!canChangeApp}
                  onChange={(v) => setValue('flUsoApp', v, { shouldDirty: true })}
                />
                <FormActions
                  submitLabel={M.editSubmit}
                  isSubmitDisabled={!formState.isValid || update.isPending}
                  isSubmitting={update.isPending}
                  onBack={handleClose}
                  backLabel={MESSAGES.cancel}
                />
              </Stack>
            </Box>
          )}
        </DialogContent>
      </Dialog>
      <FeedbackDialog open={isDone} severity="success" title={M.updated} onClose={handleClose} />
      {/* Spec 02 §8: a 400 shows the failure dialog and keeps what was typed; a retry only where it may pass (decision 104). */}
      <RequestFailedDialog
        open={update.isError}
        error={update.error}
        title={M.editFailed}
        onRetry={() => void submit()}
        onClose={() => update.reset()}
      />
    </>
  );
};
