import { useLocation } from 'react-router';
import { MESSAGES } from '@portaria/shared/messages';
import { PublicLayout } from '../../components/layout/public-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { LoginLinks } from '../../features/auth/components/login-links';
import { loadDashboard } from '../route-chunks';

export type LoginLocationState = { isUserNotFound?: boolean } | null;

export const LoginRoute = () => {
  const state = useLocation().state as LoginLocationState;
  return (
    <PublicLayout title={MESSAGES.loginTitle} subtitle={MESSAGES.loginSubtitle}>
      <LoginForm isUserNotFoundInitially={Boolean(state?.isUserNotFound)} onSubmitting={() => void loadDashboard()} />
      <LoginLinks />
    </PublicLayout>
  );
};
