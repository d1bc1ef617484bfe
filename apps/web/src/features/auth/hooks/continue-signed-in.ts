import { stripCpf } from '@portaria/shared/br/cpf';
import { MESSAGES } from '@portaria/shared/messages';
import { isApiError } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { renewSession } from '../../../lib/session-sync';
import { exchangeContext } from '../api/exchange-context';
import { login } from '../api/login';
import { sessionFromContext } from '../utils/context-session';
import { LoginFailure, credentialsFailure } from './use-login';

/**
 * "Continuar conectado" (decision 096): the password is checked by the sign-in contract itself (same route, same
 * limits, a new 12-hour session), then the new login token is exchanged for the condominium on screen. Only the
 * session values change: the screen and its half-filled form stay mounted, and the other tabs follow.
 */
export const continueSignedIn = async (password: string): Promise<void> => {
  const { token: previousToken, user, condominium } = getSession();
  if (!user || !condominium) throw new LoginFailure('userNotFound', MESSAGES.userNotFound);
  const signedIn = await login({ user: stripCpf(user.cpf), password }).catch((error: unknown) => {
    throw credentialsFailure(error);
  });
  try {
    const context = await exchangeContext(condominium.idCondo, signedIn.token);
    renewSession(previousToken, {
      ...sessionFromContext(context),
      condominium: { ...condominium, referencia: context.referencia },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 403) throw new LoginFailure('other', MESSAGES.referenceInvalid);
    throw new LoginFailure('other', isApiError(error) ? error.message : MESSAGES.internalError);
  }
};
