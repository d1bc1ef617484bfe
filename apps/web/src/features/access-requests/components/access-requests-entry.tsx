import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { fill } from '@portaria/shared/text';
import { Suspense, lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import GroupAdd from '@mui/icons-material/GroupAdd';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { PERMISSIONS, hasPermission } from '@portaria/shared/permissions';
import { useSession } from '../../../lib/session';
import { usePendingAccessRequests } from '../api/access-requests';

const AccessRequestsReview = lazy(() => import('./access-requests-review').then((m) => ({ default: m.AccessRequestsReview })));

/** Dashboard card of the syndic (permission portaria.solicitacoes.approve): pending count and the review dialog. */
export const AccessRequestsEntry = () => {
  const session = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const canApprove = hasPermission(session.permissions, PERMISSIONS.approveAccessRequest);
  const idCondo = session.condominiumId ?? 0;
  const pending = usePendingAccessRequests(idCondo, canApprove && idCondo > 0);
  if (!canApprove) return null;
  const count = pending.data?.length ?? 0;
  return (
    <Box component="section" sx={{ mt: { xs: 2, md: 3 } }}>
      <Card sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <GroupAdd color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h2" variant="h3">
            {M.reviewTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {L.reviewCardText}
          </Typography>
        </Box>
        {/* A dark amber: white text keeps AA contrast (the theme's warning colour does not). */}
        {count > 0 && <Chip label={count === 1 ? L.pendingOne : fill(L.pendingMany, { n: count })} sx={{ bgcolor: '#7a4100', color: '#fff', fontWeight: 600 }} />}
        <Button variant="contained" onClick={() => setIsOpen(true)} sx={{ minHeight: 44 }}>
          {L.reviewOpen}
        </Button>
      </Card>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} aria-labelledby="access-requests-title" fullWidth maxWidth="md">
        <DialogTitle id="access-requests-title" sx={{ fontWeight: 700 }}>
          {M.reviewTitle}
        </DialogTitle>
        <DialogContent>
          <Suspense fallback={<CircularProgress aria-label={MESSAGES.wait} />}>{isOpen && <AccessRequestsReview idCondo={idCondo} />}</Suspense>
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
