import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { isEmailShape } from '@portaria/shared/br/email';
import { DOCUMENT_LIMITS as L } from '@portaria/shared/documents/documents.constants';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';

type NewEmailDialogProps = { open: boolean; onClose: () => void; onConfirm: (email: string) => void };

/** 'Informar novo e-mail para envio de documento': E-MAIL (≤ 50, valid), else 'Avançar' stays disabled. */
export const NewEmailDialog = ({ open, onClose, onConfirm }: NewEmailDialogProps) => {
  const [email, setEmail] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const trimmed = email.trim();
  const isValid = trimmed.length > 0 && trimmed.length <= L.emailMax && isEmailShape(trimmed);
  return (
    <AppDialog
      open={open}
      title={M.newEmailDialog}
      confirmLabel={M.next}
      onConfirm={() => onConfirm(trimmed)}
      onCancel={onClose}
      isConfirmDisabled={!isValid}
    >
      <TextField
        autoFocus
        fullWidth
        type="email"
        label={M.emailLabel}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setIsTouched(true)}
        error={isTouched && trimmed.length > 0 && !isValid}
        helperText={isTouched && trimmed.length > 0 && !isValid ? M.emailInvalid : undefined}
        slotProps={{ htmlInput: { maxLength: L.emailMax } }}
        sx={{ mt: 1 }}
      />
    </AppDialog>
  );
};
