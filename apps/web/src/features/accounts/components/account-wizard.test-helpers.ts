import type { CpfOutcome } from '@portaria/shared/accounts/accounts.schemas';

/** A token/auth answer as the server gives it, with the outcome under test. */
export const cpfAnswer = (outcome: CpfOutcome, overrides: Record<string, unknown> = {}) => ({
  body: {
    data: {
      hasLogin: false,
      hasLoginSindico: false,
      hasPorteiro: true,
      hasRhSenior: false,
      additional: { hasLogin: false },
      smsContacts: outcome === 'PROCEED' ? [{ key: 'c1', value: '(11) *****-5678' }] : [],
      user: null,
      outcome,
      hashToken: outcome === 'PROCEED' ? 'run-1' : null,
      ...overrides,
    },
  },
});

export const SENT = { body: { status: 'SENT', to: '(11) *****-5678', expiresInSeconds: 600, resendInSeconds: 60 } };
export const VALID = { body: { status: 'VALID', token: 'two-factor', validUntil: '2099-01-01T00:00:00.000Z' } };
