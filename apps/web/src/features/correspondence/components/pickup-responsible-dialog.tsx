import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatCpf } from '@portaria/shared/br/cpf';
import { LIMITS } from '@portaria/shared/constants';
import { CORRESPONDENCE_LIMITS as L } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { pickupDialogSchema } from '@portaria/shared/correspondence/correspondence.schemas';
import type { PickupDialogValues } from '@portaria/shared/correspondence/correspondence.schemas';
import type { z } from 'zod';
import { AppDialog } from '../../../components/ui/app-dialog';

type PickupPerson = z.output<typeof pickupDialogSchema>;

type PickupResponsibleDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: (person: PickupPerson) => void;
  isSubmitting?: boolean;
};

const EMPTY: PickupDialogValues = { nome: '', cpf: '' };

/** 'Informar Responsável pela Retirada': Nome required (max 35), Cpf optional, checked on blur (spec 02 §5). */
export const PickupResponsibleDialog = ({ open, onCancel, onConfirm, isSubmitting }: PickupResponsibleDialogProps) => {
  const { control, handleSubmit, clearErrors } = useForm<PickupDialogValues, unknown, PickupPerson>({
    resolver: zodResolver(pickupDialogSchema),
    defaultValues: EMPTY,
    // The CPF is judged when the person leaves the field, not digit by digit (spec 02 §5).
    mode: 'onBlur',
  });
  // isValid follows the blur-only mode; the button follows every keystroke, judged by the same schema.
  const values = useWatch({ control });
  const canConfirm = pickupDialogSchema.safeParse(values).success && !isSubmitting;
  const handleConfirm = handleSubmit(onConfirm);

  return (
    <AppDialog
      open={open}
      title={M.pickupDialogTitle}
      onCancel={onCancel}
      onConfirm={() => void handleConfirm()}
      confirmLabel={M.finishPickup}
      isConfirmDisabled={!canConfirm}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          name="nome"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              label={M.pickupName}
              required
              autoFocus
              autoComplete="off"
              helperText={`${field.value.length}/${L.nomeRetirada}`}
              slotProps={{ htmlInput: { maxLength: L.nomeRetirada } }}
            />
          )}
        />
        <Controller
          name="cpf"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label={M.pickupCpf}
              placeholder="000.000.000-00"
              onChange={(event) => field.onChange(formatCpf(event.target.value))}
              onFocus={() => clearErrors('cpf')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.cpfFieldMax } }}
            />
          )}
        />
      </Stack>
    </AppDialog>
  );
};
