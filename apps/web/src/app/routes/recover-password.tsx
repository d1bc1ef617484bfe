import { MESSAGES } from '@portaria/shared/messages';
import { UnavailablePage } from '../../components/layout/unavailable-page';

export const RecoverPasswordRoute = () => <UnavailablePage title={MESSAGES.forgotPassword} />;
