import { hidePhone, isValidPhone, maskId } from '@portaria/shared';
import type {
  CpfOutcome,
  SmsContact,
  TokenAuthResponse,
  TwoFactorPurpose,
} from '@portaria/shared/accounts/accounts.schemas';
import type { Account } from './two-factor.repository.ts';
import { ADMINISTRATOR_ROLE } from '@portaria/shared/administration/roles';

/** Role names that make a CPF a doorkeeper (hasPorteiro), a syndic, or an HR-system user. */
export const PORTER_ROLES = ['PORTEIRO', 'ZELADOR'];
export const SYNDIC_ROLE = 'SINDICO';
export const HR_ROLE = 'RH_SENIOR';

export type Flags = Omit<TokenAuthResponse['data'], 'smsContacts' | 'user' | 'outcome' | 'hashToken'>;

export const flagsOf = (account: Account | null): Flags => {
  const hasLogin = Boolean(account?.senhaHash);
  const roleNames = account?.roles ?? [];
  return {
    hasLogin,
    hasLoginSindico: roleNames.includes(SYNDIC_ROLE),
    hasPorteiro: roleNames.some((r) => PORTER_ROLES.includes(r)),
    hasRhSenior: roleNames.includes(HR_ROLE),
    additional: { hasLogin },
  };
};

/** The phones an SMS may go to; the key is opaque and stable for one account. */
export const phonesOf = (account: Pick<Account, 'telefone'> | null): { key: string; phone: string }[] =>
  account?.telefone && isValidPhone(account.telefone) ? [{ key: 'tel-1', phone: account.telefone }] : [];

export const maskedContacts = (phones: { key: string; phone: string }[]): SmsContact[] =>
  phones.map((p) => ({ key: p.key, value: hidePhone(p.phone) }));

/** Spec 01 §4 "CPF step outcomes", in the spec's order, per purpose. Only porter or HR users may go on (§6). */
export const outcomeOf = (account: Account | null, purpose: TwoFactorPurpose): CpfOutcome => {
  const flags = flagsOf(account);
  // Our own role (issue 31): an administrator added in the console creates the password by SMS like a doorkeeper.
  const canUseSms = flags.hasPorteiro || flags.hasRhSenior || (account?.roles ?? []).includes(ADMINISTRATOR_ROLE);
  if (purpose === 'registration') {
    if (!account) return 'NOT_FOUND';
    if (flags.hasLoginSindico) return 'SYNDIC_USE_PORTAL';
    if (flags.hasLogin) return 'ALREADY_REGISTERED';
    if (!canUseSms) return 'NOT_FOUND';
  } else {
    if (!flags.hasLogin) return 'NOT_REGISTERED';
    if (!canUseSms) return flags.hasLoginSindico ? 'SYNDIC_USE_PORTAL' : 'NOT_FOUND';
  }
  return phonesOf(account).length === 0 ? 'NO_PHONE' : 'PROCEED';
};

const hideEmail = (email: string | null): string | null => {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
};

/** New-user data, masked: the caller has only typed a CPF, so no full name, e-mail or phone leaves the server. */
export const newUserOf = (account: Account, cpf: string) => ({
  name: account.nome.trim().split(/\s+/)[0] ?? '',
  email: hideEmail(account.email),
  cpf: maskId(cpf),
  phones: maskedContacts(phonesOf(account)),
});
