import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/ui/controls/router-link';
import { MESSAGES } from '@portaria/shared/messages';
import { paths } from '../../../config/paths';

// Typography as a router link (not MUI Link/Divider): same look, less to download on the login screen.
const LINK_SX = {
  color: 'primary.main',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;

/** The ways out of the login screen (spec §2): recovery, self-registration and outsourced pre-registration. */
export const LoginLinks = () => (
  <Box component="nav" aria-label={MESSAGES.accessLinksLabel} sx={{ mt: 3 }}>
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography component={RouterLink} to={paths.recoverPassword.getHref()} sx={LINK_SX}>
        {MESSAGES.forgotPassword}
      </Typography>
      <Typography component={RouterLink} to={paths.createAccount.getHref()} sx={LINK_SX}>
        {MESSAGES.register}
      </Typography>
    </Box>
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ textAlign: 'center', mt: 2.5, pt: 2.5, borderTop: 1, borderColor: 'divider' }}
    >
      {MESSAGES.outsourcedWorker}{' '}
      <Typography component={RouterLink} to={paths.preRegistration.getHref()} variant="body2" sx={LINK_SX}>
        {MESSAGES.preRegister}
      </Typography>
    </Typography>
  </Box>
);
