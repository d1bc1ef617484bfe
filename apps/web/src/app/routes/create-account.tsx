import { MESSAGES } from '@portaria/shared/messages';
import { UnavailablePage } from '../../components/layout/unavailable-page';

export const CreateAccountRoute = () => <UnavailablePage title={MESSAGES.createAccountTitle} />;
