import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@portaria/shared/messages';
import { paths } from '../../../config/paths';

/** The ways out of the login screen (spec §2): recovery, self-registration and outsourced pre-registration. */
export const LoginLinks = () => (
  <Box component="nav" aria-label="Acesso" sx={{ mt: 3 }}>
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={paths.recoverPassword.getHref()} underline="hover" sx={{ fontWeight: 600 }}>
        {MESSAGES.forgotPassword}
      </Link>
      <Link component={RouterLink} to={paths.createAccount.getHref()} underline="hover" sx={{ fontWeight: 600 }}>
        {MESSAGES.register}
      </Link>
    </Box>
    <Divider sx={{ my: 2.5 }} />
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {MESSAGES.outsourcedWorker}{' '}
      <Link component={RouterLink} to={paths.preRegistration.getHref()} underline="hover" sx={{ fontWeight: 600 }}>
        {MESSAGES.preRegister}
      </Link>
    </Typography>
  </Box>
);
