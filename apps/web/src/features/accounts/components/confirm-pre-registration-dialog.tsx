import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { formatCpf } from '@portaria/shared/br/cpf';
import { formatPhone } from '@portaria/shared/br/phone';
import { ActionButtons } from '../../../components/ui/controls/action-buttons';
import { DetailList } from '../../../components/ui/controls/detail-list';
import type { PreRegistrationDraft } from '../utils/pre-registration-form';
import { PRE_REGISTRATION_TEXT as T } from '../utils/pre-registration-text';
import { AltchaCheck } from './altcha-check';

type ConfirmPreRegistrationDialogProps = {
  draft: PreRegistrationDraft | null;
  isBusy: boolean;
  onEdit: () => void;
  onConfirm: (altchaPayload: string) => void;
};

/** Spec 01 §2 'Confirmar dados de pré-cadastro': the data to check, the human check, then the submit. */
export const ConfirmPreRegistrationDialog = ({
  draft,
  isBusy,
  onEdit,
  onConfirm,
}: ConfirmPreRegistrationDialogProps) => {
  const titleId = useId();
  const [payload, setPayload] = useState<string | null>(null);
  const rows: Array<[string, string]> = draft
    ? [
        [M.referenceLabel, `${draft.condominio} - ${draft.condominiumName}`],
        [T.cpfDisplay, formatCpf(draft.cpf)],
        [T.nameDisplay, draft.nome],
        [M.roleLabel, draft.cargo === 'PORTEIRO' ? M.rolePorteiro : M.roleZelador],
        [T.emailDisplay, draft.email ?? T.emailNotInformed],
        [T.phoneDisplay, formatPhone(draft.telefone)],
      ]
    : [];

  return (
    <Dialog
      open={draft !== null}
      onClose={(_event, reason) => reason === 'escapeKeyDown' && !isBusy && onEdit()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setPayload(null) } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {M.confirmPreRegisterTitle}
      </DialogTitle>
      <DialogContent>
        <DetailList rows={rows} aria-label={T.summaryLabel} />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          {T.humanCheckTitle}
        </Typography>
        {draft && <AltchaCheck onChange={setPayload} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <ActionButtons
          actions={[
            { label: M.backAndEdit, onClick: onEdit, variant: 'outlined', isDisabled: isBusy },
            {
              label: M.confirmPreRegister,
              onClick: () => payload && onConfirm(payload),
              isDisabled: !payload || isBusy,
            },
          ]}
        />
      </DialogActions>
    </Dialog>
  );
};
