import { PASSWORD_RULES } from '@portaria/shared/accounts/accounts.schemas';
import { isCommonPassword } from '@portaria/shared/accounts/common-passwords';
import { ACCOUNT_TEXT } from './account-text';

export type PasswordRule = { id: 'min' | 'max' | 'common' | 'match'; label: string; isMet: boolean };

/** The same rules the server applies (shared PASSWORD_RULES and common list), as a live checklist. */
export const passwordRules = (password: string, confirmation: string): PasswordRule[] => [
  { id: 'min', label: ACCOUNT_TEXT.ruleMin, isMet: password.length >= PASSWORD_RULES.min },
  { id: 'max', label: ACCOUNT_TEXT.ruleMax, isMet: password.length > 0 && password.length <= PASSWORD_RULES.max },
  { id: 'common', label: ACCOUNT_TEXT.ruleCommon, isMet: password.length > 0 && !isCommonPassword(password) },
  { id: 'match', label: ACCOUNT_TEXT.ruleMatch, isMet: password.length > 0 && password === confirmation },
];

export const arePasswordRulesMet = (password: string, confirmation: string) =>
  passwordRules(password, confirmation).every((rule) => rule.isMet);
