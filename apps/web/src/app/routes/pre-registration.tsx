import { MESSAGES } from '@portaria/shared/messages';
import { UnavailablePage } from '../../components/layout/unavailable-page';

export const PreRegistrationRoute = () => <UnavailablePage title={MESSAGES.preRegisterTitle} />;
