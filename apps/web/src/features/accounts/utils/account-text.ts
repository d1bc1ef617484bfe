/**
 * Screen labels of the account wizard that the spec does not quote (ours, docs/decisions/035). The spec's own
 * copy comes from @portaria/shared/accounts/accounts.messages.
 */
export const ACCOUNT_TEXT = {
  codeGroupLabel: 'Código de 6 dígitos',
  codeDigitLabel: (position: number) => `Dígito ${position} de 6`,
} as const;
