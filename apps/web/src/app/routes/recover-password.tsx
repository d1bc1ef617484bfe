import { ACCOUNT_MESSAGES } from '@portaria/shared/accounts/accounts.messages';
import { PublicLayout } from '../../components/layout/public-layout';
import { AccountWizard } from '../../features/accounts/components/account-wizard';

export const RecoverPasswordRoute = () => (
  <PublicLayout title={ACCOUNT_MESSAGES.forgotPasswordTitle} maxWidth={620}>
    <AccountWizard purpose="recovery" />
  </PublicLayout>
);
