import type { CpfOutcome, TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import type { CpfCheck } from '../api/check-cpf';

/** What a dialog of the wizard offers besides closing. */
export type NoticeAction = 'login' | 'register' | 'recover' | 'chat' | 'restart';

export type Notice = {
  severity: 'error' | 'warning' | 'info';
  title: string;
  message?: string;
  actions: NoticeAction[];
};

/**
 * Spec 01 §4 "CPF step outcomes" as dialogs. The server decides the outcome from the flags and the purpose;
 * PROCEED has no dialog (the wizard goes on to the phone).
 */
export const cpfOutcomeNotice = (
  check: Pick<CpfCheck, 'outcome' | 'hasPorteiro' | 'hasRhSenior'>,
  purpose: TwoFactorPurpose,
): Notice | null => {
  const outcome: CpfOutcome = check.outcome;
  switch (outcome) {
    case 'PROCEED':
      return null;
    case 'SYNDIC_USE_PORTAL':
      // The message is the spec's; in recovery 'CPF já cadastrado' would read as a registration answer.
      return {
        severity: 'info',
        title: purpose === 'recovery' ? M.syndicRecoveryTitle : M.cpfAlreadyRegistered,
        message: M.syndicUsePortalPassword,
        actions: ['login'],
      };
    case 'ALREADY_REGISTERED':
      return { severity: 'warning', title: M.cpfAlreadyRegistered, actions: ['recover', 'login'] };
    case 'NOT_REGISTERED': {
      // A doorkeeper who never created a password is sent to "Cadastrar"; anyone else, to the syndic.
      const canRegister = purpose === 'recovery' && (check.hasPorteiro || check.hasRhSenior);
      return { severity: 'warning', title: M.userNotRegistered, actions: canRegister ? ['register'] : [] };
    }
    case 'NOT_FOUND':
      return { severity: 'error', title: M.cpfNotFound, actions: [] };
    case 'NO_PHONE':
      return { severity: 'warning', title: M.phoneNotFound, actions: ['chat'] };
  }
};

/** The run's handle or the temporary token expired: the only way on is to start again from the CPF. */
export const verificationExpiredNotice: Notice = {
  severity: 'warning',
  title: M.verificationExpired,
  actions: ['restart'],
};

/** Spec 01 §8 "Password reset: 406". */
export const resetNotRegisteredNotice: Notice = {
  severity: 'info',
  title: M.resetNotRegistered,
  actions: ['register'],
};
