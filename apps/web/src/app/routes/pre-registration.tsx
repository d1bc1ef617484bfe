import { ACCOUNT_MESSAGES } from '@portaria/shared/accounts/accounts.messages';
import { PublicLayout } from '../../components/layout/public-layout';
import { PreRegistrationPage } from '../../features/accounts/components/pre-registration-page';

export const PreRegistrationRoute = () => (
  <PublicLayout title={ACCOUNT_MESSAGES.preRegisterTitle} maxWidth={720}>
    <PreRegistrationPage />
  </PublicLayout>
);
