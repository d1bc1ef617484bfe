import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@portaria/shared/messages';
import { paths } from '../../config/paths';
import { PublicLayout } from './public-layout';

type UnavailablePageProps = { title: string };

/** A public screen whose flow ships in a later version: says so plainly and leads back to the login. */
export const UnavailablePage = ({ title }: UnavailablePageProps) => (
  <PublicLayout title={title}>
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>{MESSAGES.featureUnavailableTitle}</AlertTitle>
      {MESSAGES.featureUnavailable}
    </Alert>
    <Button
      component={RouterLink}
      to={paths.login.getHref()}
      variant="contained"
      size="large"
      fullWidth
      startIcon={<ArrowBack />}
    >
      {MESSAGES.backToLogin}
    </Button>
  </PublicLayout>
);
