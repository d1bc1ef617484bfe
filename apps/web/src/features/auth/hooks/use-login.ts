import { useState } from 'react';
import { useNavigate } from 'react-router';
import { stripCpf } from '@portaria/shared/br/cpf';
import { MESSAGES } from '@portaria/shared/messages';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { closeChat } from '../../../lib/chat-state';
import { clearSession, updateSession } from '../../../lib/session';
import { forgetOtherPeople } from '../../../lib/user-storage';
import { exchangeContext } from '../api/exchange-context';
import { getPorteiro } from '../api/get-porteiro';
import { login } from '../api/login';
import { sessionFromContext } from '../utils/context-session';

export type LoginCredentials = { cpf: string; password: string };

export type LoginFailureKind = 'invalid' | 'userNotFound' | 'other';

export class LoginFailure extends Error {
  readonly kind: LoginFailureKind;

  constructor(kind: LoginFailureKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

export const credentialsFailure = (error: unknown) =>
  // Spec §2: any failed login reads "CPF ou senha inválidos!"; only the lockout (429) explains itself.
  new LoginFailure('invalid', isApiError(error) && error.status === 429 ? error.message : MESSAGES.loginInvalid);

/**
 * Login sequence (spec §4): credentials -> first role's context token -> doorkeeper record. The session is
 * written once at the end, so a half-finished login never counts as authenticated.
 */
export const signIn = async ({ cpf, password }: LoginCredentials): Promise<void> => {
  const user = stripCpf(cpf);
  const loginResponse = await login({ user, password }).catch((error: unknown) => {
    throw credentialsFailure(error);
  });
  const role = loginResponse.roles[0];
  if (!role) throw new LoginFailure('userNotFound', MESSAGES.userNotFound);

  try {
    const context = await exchangeContext(role.context, loginResponse.token);
    const porteiro = await getPorteiro(user, context.token);
    if (!porteiro) throw new LoginFailure('userNotFound', MESSAGES.userNotFound);
    updateSession({
      ...sessionFromContext(context),
      condominium: { nome: role.nome, idCondo: context.context, referencia: context.referencia },
      user: porteiro,
    });
    // Drafts someone else kept through a forced logout in this tab are not this person's to see (decision 105).
    forgetOtherPeople();
  } catch (error) {
    if (error instanceof LoginFailure) throw error;
    throw new LoginFailure('other', isApiError(error) ? error.message : MESSAGES.internalError);
  }
};

type UseLoginOptions = { onUserNotFound: () => void };

/** Runs the sequence and keeps what the form shows: progress while it runs, the inline message when it fails. */
export const useLogin = ({ onUserNotFound }: UseLoginOptions) => {
  const navigate = useNavigate();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  /** True once signed in; false when the attempt failed (the form then clears the password). */
  const submit = async (credentials: LoginCredentials): Promise<boolean> => {
    setIsSubmitting(true);
    setErrorMessage(null);
    try {
      await signIn(credentials);
      navigate(paths.dashboard.getHref(), { replace: true });
      return true;
    } catch (error) {
      const failure = error instanceof LoginFailure ? error : new LoginFailure('other', MESSAGES.internalError);
      clearSession();
      if (failure.kind === 'userNotFound') {
        closeChat();
        onUserNotFound();
      } else {
        setErrorMessage(failure.message);
      }
      setIsSubmitting(false);
      return false;
    }
  };

  return { submit, isSubmitting, errorMessage };
};
