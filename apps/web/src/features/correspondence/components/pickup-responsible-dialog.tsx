import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { CORRESPONDENCE_LIMITS as L } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { pickupDialogSchema } from '@portaria/shared/correspondence/correspondence.schemas';
import type { PickupDialogValues } from '@portaria/shared/correspondence/correspondence.schemas';
import type { z } from 'zod';
import { CountedTextField } from '../../../components/form/counted-text-field';
import { MaskedFormField } from '../../../components/form/masked-form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { DocumentCheck } from './document-check';

type PickupPerson = z.output<typeof pickupDialogSchema>;

type PickupResponsibleDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: (person: PickupPerson) => void;
  isSubmitting?: boolean;
  /** Without the pickup code: the document check, required before 'Finalizar Retirada' (decision 127). */
  documentCheck?: { isChecked: boolean; onChange: (isChecked: boolean) => void };
  /** The proof of release (decision 131) and whether 'Finalizar Retirada' still waits for it. */
  proof?: ReactNode;
  isProofMissing?: boolean;
};

const EMPTY: PickupDialogValues = { nome: '', cpf: '' };

/** 'Informar Responsável pela Retirada': Nome required (max 35), Cpf optional, checked on blur (spec 02 §5). */
export const PickupResponsibleDialog = ({
  open,
  onCancel,
  onConfirm,
  isSubmitting,
  documentCheck,
  proof,
  isProofMissing = false,
}: PickupResponsibleDialogProps) => {
  const { control, handleSubmit, clearErrors } = useZodForm(pickupDialogSchema, {
    defaultValues: EMPTY,
    // The CPF is judged when the person leaves the field, not digit by digit (spec 02 §5).
    mode: 'onBlur',
  });
  // isValid follows the blur-only mode; the button follows every keystroke, judged by the same schema.
  const values = useWatch({ control });
  const canConfirm =
    pickupDialogSchema.safeParse(values).success &&
    !isSubmitting &&
    (documentCheck?.isChecked ?? true) &&
    !isProofMissing;
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
      {/* Enter in either field does what 'Finalizar Retirada' does, when it is enabled (issue 17). */}
      <Stack
        spacing={2}
        sx={{ pt: 1 }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !canConfirm) return;
          event.preventDefault();
          void handleConfirm();
        }}
      >
        {/* The name shows only its counter: the button stays off until the name is there. */}
        <Controller
          name="nome"
          control={control}
          render={({ field }) => (
            <CountedTextField
              {...field}
              max={L.nomeRetirada}
              label={M.pickupName}
              required
              autoFocus
              autoComplete="off"
            />
          )}
        />
        <MaskedFormField
          control={control}
          name="cpf"
          mask="cpf"
          label={M.pickupCpf}
          placeholder="000.000.000-00"
          onFocus={() => clearErrors('cpf')}
        />
        {documentCheck && <DocumentCheck isChecked={documentCheck.isChecked} onChange={documentCheck.onChange} />}
        {proof}
      </Stack>
    </AppDialog>
  );
};
