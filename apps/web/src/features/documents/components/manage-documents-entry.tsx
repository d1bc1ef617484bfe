import { Suspense, lazy, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/DescriptionOutlined';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { PERMISSIONS, hasPermission } from '@portaria/shared/permissions';
import { useSession } from '../../../lib/session';

const ManageDocuments = lazy(() => import('./manage-documents').then((m) => ({ default: m.ManageDocuments })));

/** Dashboard card of the syndic ('portaria.documentos.write' only): upload or replace the statute and the rules. */
export const ManageDocumentsEntry = () => {
  const session = useSession();
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const idCondo = session.condominiumId ?? 0;
  if (!hasPermission(session.permissions, PERMISSIONS.manageDocuments) || idCondo === 0) return null;
  return (
    <Box component="section" sx={{ mt: { xs: 2, md: 3 } }}>
      <Card sx={{ position: 'relative', p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Description color="primary" aria-hidden />
        <Box sx={{ flex: 1 }}>
          <Typography component="h2" variant="h3">
            <ButtonBase onClick={() => setIsOpen(true)} disableRipple sx={{ font: 'inherit', color: 'inherit', textAlign: 'left' }}>
              {M.manageTitle}
            </ButtonBase>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${M.upload} / ${M.replace}`}
          </Typography>
        </Box>
      </Card>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {M.manageTitle}
        </DialogTitle>
        <DialogContent>
          <Suspense fallback={<CircularProgress aria-label={MESSAGES.wait} />}>{isOpen && <ManageDocuments idCondo={idCondo} />}</Suspense>
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
