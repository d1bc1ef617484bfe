import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import { MESSAGES } from '@portaria/shared/messages';
import type { FlowProps } from '../../../types/flow';

/** Stand-in for an area whose flow ships in a later version; the dialog's X ('Fechar') closes it. */
export const ComingSoonFlow = (_props: FlowProps) => (
  <DialogContent>
    <Box sx={{ textAlign: 'center', py: { xs: 2, sm: 4 }, px: { sm: 6 } }}>
      <Box
        aria-hidden="true"
        sx={{
          mx: 'auto',
          mb: 2,
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(242,165,65,0.18)',
          color: 'secondary.dark',
        }}
      >
        <RocketLaunch fontSize="large" />
      </Box>
      <Typography component="h3" variant="h3" gutterBottom>
        {MESSAGES.flowComingSoonTitle}
      </Typography>
      <Typography color="text.secondary">{MESSAGES.flowComingSoon}</Typography>
    </Box>
  </DialogContent>
);
