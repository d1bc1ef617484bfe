import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROFILE_LABELS } from '@portaria/shared/access-control/access-control.constants';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { ActionButtons } from '../../../components/ui/controls/action-buttons';
import { DetailList } from '../../../components/ui/controls/detail-list';
import { cpfText, phoneText, yesNo } from '../utils/resident-text';
import type { ResidentDraft } from './resident-form';

type ResidentConfirmationProps = {
  draft: ResidentDraft;
  unitLabel: string;
  isSending: boolean;
  onBack: () => void;
  onConfirm: () => void;
};

/** 'Confirmação de dados': what will be requested, then 'Não, quero voltar' / 'Confirmar e solicitar'. */
export const ResidentConfirmation = ({ draft, unitLabel, isSending, onBack, onConfirm }: ResidentConfirmationProps) => (
  <Stack component="section" aria-labelledby="resident-confirm-title" spacing={2}>
    <Typography id="resident-confirm-title" variant="h6" component="h3">
      {M.confirmTitle}
    </Typography>
    <DetailList
      aria-label={M.confirmTitle}
      rows={[
        [L.unit, unitLabel],
        [L.name, draft.nomeSolicitante],
        [L.cpf, cpfText(draft.cpfCnpjSolicitante)],
        [L.mobile, phoneText(draft.celularSolicitante)],
        [L.email, draft.emailSolicitante ?? '—'],
        [L.profile, PROFILE_LABELS[draft.tipoVinculo]],
        [L.appAccess, yesNo(draft.acessoApp ?? draft.tipoVinculo === 'morar.morador')],
      ]}
    />
    <Typography color="text.secondary">{M.accessWithin48h}</Typography>
    <Box>
      <ActionButtons
        actions={[
          { label: M.confirmBack, onClick: onBack, variant: 'outlined', isDisabled: isSending },
          { label: M.confirmSubmit, onClick: onConfirm, isDisabled: isSending },
        ]}
      />
    </Box>
  </Stack>
);
