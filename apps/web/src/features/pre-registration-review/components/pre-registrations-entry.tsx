import { Suspense, lazy, useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HowToReg from '@mui/icons-material/HowToReg';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { PERMISSIONS, hasPermission } from '@portaria/shared/permissions';
import { useSession } from '../../../lib/session';
import { usePendingPreRegistrations } from '../api/get-pending-pre-registrations';
import { REVIEW_TEXT } from './review-text';

const PreRegistrationsReview = lazy(() =>
  import('./pre-registrations-review').then((m) => ({ default: m.PreRegistrationsReview })),
);

const ACCENT = '#2e7d5b';
const CARD_SX = {
  position: 'relative',
  p: 2.5,
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
const ICON_SX = {
  width: 48,
  height: 48,
  borderRadius: 3,
  display: 'grid',
  placeItems: 'center',
  color: ACCENT,
  bgcolor: `${ACCENT}1a`,
} as const;
// The title is the button, stretched over the card: its accessible name is exactly the visible title.
const TITLE_BUTTON_SX = {
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
} as const;

/** Dashboard card of the syndic ('portaria.precadastro.approve' only): the pending count and the review dialog. */
export const PreRegistrationsEntry = () => {
  const session = useSession();
  const titleId = useId();
  const descriptionId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const canApprove = hasPermission(session.permissions, PERMISSIONS.approvePreRegistration);
  const idCondo = session.condominiumId ?? 0;
  const pending = usePendingPreRegistrations(idCondo, canApprove && idCondo > 0);
  if (!canApprove) return null;
  const count = pending.data?.length ?? 0;

  return (
    <Box component="section" sx={{ mt: { xs: 2, md: 3 } }}>
      <Card sx={CARD_SX}>
        <Box aria-hidden="true" sx={ICON_SX}>
          <HowToReg />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h3">
            <ButtonBase
              aria-describedby={descriptionId}
              onClick={() => setIsOpen(true)}
              disableRipple
              sx={TITLE_BUTTON_SX}
            >
              {M.preRegistrationsTitle}
            </ButtonBase>
          </Typography>
          <Typography id={descriptionId} variant="body2" color="text.secondary">
            {REVIEW_TEXT.cardDescription}
          </Typography>
        </Box>
        {count > 0 && <Chip color="warning" label={REVIEW_TEXT.pending(count)} />}
      </Card>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {M.preRegistrationsTitle}
        </DialogTitle>
        <DialogContent>
          <Suspense fallback={<CircularProgress aria-label={MESSAGES.wait} />}>
            {isOpen && <PreRegistrationsReview idCondo={idCondo} />}
          </Suspense>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="outlined" size="large" onClick={() => setIsOpen(false)} sx={{ minHeight: 44 }}>
            {MESSAGES.close}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
