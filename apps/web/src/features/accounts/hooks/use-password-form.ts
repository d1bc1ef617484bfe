import { useState } from 'react';
import type { TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import { PASSWORD_RULES } from '@portaria/shared/accounts/accounts.schemas';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { isCommonPassword } from '@portaria/shared/accounts/common-passwords';
import { isApiError } from '../../../lib/api-client';
import { registerAccount } from '../api/register-account';
import { resetPassword } from '../api/reset-password';
import type { Notice } from '../utils/notices';
import { resetNotRegisteredNotice, verificationExpiredNotice } from '../utils/notices';
import { arePasswordRulesMet } from '../utils/password-rules';

type PasswordFormOptions = {
  purpose: TwoFactorPurpose;
  token: string | null;
  onSaved: () => void;
  onNotice: (notice: Notice) => void;
  onBusy: (isBusy: boolean) => void;
};

/** Spec 01 §8: how the registration and the reset answers read on screen. */
const failureNotice = (purpose: TwoFactorPurpose, failure: unknown): Notice => {
  const status = isApiError(failure) ? failure.status : 0;
  const serverMessage = isApiError(failure) ? failure.message : '';
  if (status === 401 || serverMessage === M.verificationExpired) return verificationExpiredNotice;
  if (purpose === 'recovery' && status === 406) return resetNotRegisteredNotice;
  if (status === 400) {
    // Registration's 400 carries its own words ('CPF já cadastrado'); the reset's reads as the spec says.
    if (purpose === 'registration')
      return { severity: 'error', title: serverMessage || M.registrationError, actions: [] };
    const detail = serverMessage && serverMessage !== M.resetError ? serverMessage : undefined;
    return { severity: 'error', title: M.resetError, message: detail, actions: [] };
  }
  return { severity: 'error', title: M.registrationError, actions: [] };
};

/** Step 4: new password, its confirmation and (registration only) the acceptance of the terms. */
export const usePasswordForm = ({ purpose, token, onSaved, onNotice, onBusy }: PasswordFormOptions) => {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const needsTerms = purpose === 'registration';

  const passwordError =
    password.length > PASSWORD_RULES.max
      ? M.passwordTooLong
      : password.length >= PASSWORD_RULES.min && isCommonPassword(password)
        ? M.passwordTooCommon
        : null;
  // Said only once the confirmation is as long as the password: not while it is still being typed.
  const isConfirmationTyped = confirmation.length > 0 && confirmation.length >= password.length;
  const confirmationError = isConfirmationTyped && confirmation !== password ? M.passwordMismatch : null;
  const canSubmit = Boolean(token) && arePasswordRulesMet(password, confirmation) && (!needsTerms || hasAcceptedTerms);

  const submit = async () => {
    if (!token || !canSubmit) return;
    onBusy(true);
    try {
      const body = { password, confirmation };
      await (purpose === 'registration' ? registerAccount(token, body) : resetPassword(token, body));
      onSaved();
    } catch (failure) {
      onNotice(failureNotice(purpose, failure));
    } finally {
      onBusy(false);
    }
  };

  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    passwordError,
    confirmationError,
    needsTerms,
    hasAcceptedTerms,
    setHasAcceptedTerms,
    canSubmit,
    submit,
  };
};

export type PasswordFormState = ReturnType<typeof usePasswordForm>;
