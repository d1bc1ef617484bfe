import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatCpf, isValidCpf, stripCpf } from '@portaria/shared/br/cpf';
import { LIMITS } from '@portaria/shared/constants';
import { CORRESPONDENCE_LIMITS as L } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { AppDialog } from '../../../components/ui/app-dialog';

type PickupResponsibleDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: (person: { nome: string; cpf: string | null }) => void;
  isSubmitting?: boolean;
};

/** 'Informar Responsável pela Retirada': Nome required (max 35), Cpf optional, checked on blur (spec 02 §5). */
export const PickupResponsibleDialog = ({ open, onCancel, onConfirm, isSubmitting }: PickupResponsibleDialogProps) => {
  const [nome, setNome] = useState('');
  const [cpf, setCpf] = useState('');
  const [cpfError, setCpfError] = useState<string | null>(null);
  const hasCpf = stripCpf(cpf) !== '';
  const isCpfOk = !hasCpf || isValidCpf(cpf);
  const canConfirm = nome.trim().length > 0 && isCpfOk && !isSubmitting;

  const handleConfirm = () => {
    if (!isCpfOk) {
      setCpfError(MESSAGES.cpfInvalid);
      return;
    }
    onConfirm({ nome: nome.trim(), cpf: hasCpf ? stripCpf(cpf) : null });
  };

  return (
    <AppDialog
      open={open}
      title={M.pickupDialogTitle}
      onCancel={onCancel}
      onConfirm={handleConfirm}
      confirmLabel={M.finishPickup}
      isConfirmDisabled={!canConfirm}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={M.pickupName}
          value={nome}
          onChange={(event) => setNome(event.target.value)}
          required
          autoFocus
          autoComplete="off"
          helperText={`${nome.length}/${L.nomeRetirada}`}
          slotProps={{ htmlInput: { maxLength: L.nomeRetirada } }}
        />
        <TextField
          label={M.pickupCpf}
          value={cpf}
          placeholder="000.000.000-00"
          onChange={(event) => setCpf(formatCpf(event.target.value))}
          onBlur={() => setCpfError(hasCpf && !isValidCpf(cpf) ? MESSAGES.cpfInvalid : null)}
          onFocus={() => setCpfError(null)}
          error={cpfError !== null}
          helperText={cpfError ?? undefined}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.cpfFieldMax } }}
        />
      </Stack>
    </AppDialog>
  );
};
