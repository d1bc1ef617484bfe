import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import {
  createCondominiumBodySchema,
  type CondominiumSettings,
} from '@portaria/shared/administration/administration.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useCreateCondominium } from '../api/create-condominium';
import { CondominiumFields } from './condominium-fields';
import { EMPTY_CONDOMINIUM } from './condominium-form-values';
import { DivisionField } from './division-field';
import { ErrorAlert } from './error-alert';

type Props = { open: boolean; onClose: () => void; onCreated: (condo: CondominiumSettings) => void };

const referenceOf = (text: string) => (text.trim() === '' ? null : Number(text.replace(/\D/g, '')));

/** The administrator creates a condominium; they become its administrator and it joins the top bar's list. */
export const NewCondominiumDialog = ({ open, onClose, onCreated }: Props) => {
  const form = useZodForm(createCondominiumBodySchema, {
    defaultValues: { ...EMPTY_CONDOMINIUM, referencia: null, multiplosBlocos: true },
    mode: 'onTouched',
  });
  const create = useCreateCondominium();
  const handleSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (condo) => {
        form.reset();
        onCreated(condo);
      },
    }),
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="new-condominium-title">
      <form noValidate onSubmit={handleSubmit} aria-label={M.newCondominium}>
        <DialogTitle id="new-condominium-title">{M.newCondominium}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <CondominiumFields control={form.control} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}>
              <DivisionField control={form.control} name="multiplosBlocos" />
              <Controller
                control={form.control}
                name="referencia"
                render={({ field: { value, onChange, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    value={value ?? ''}
                    onChange={(event) => onChange(referenceOf(event.target.value))}
                    label={M.labelReference}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? ' '}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                  />
                )}
              />
            </Box>
          </Box>
          <ErrorAlert error={create.error} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{MESSAGES.cancel}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {M.createCondominium}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
