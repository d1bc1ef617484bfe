import type { TokenAuthResponse, TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import { IDENTIFIER_KEY } from '@portaria/shared/accounts/accounts.schemas';
import { stripCpf } from '@portaria/shared/br/cpf';
import { api } from '../../../lib/api-client';

export type CpfCheck = TokenAuthResponse['data'];

/** POST /token/auth — the CPF's flags, masked phones and, when the wizard may go on, the handle of this run. */
export const checkCpf = async (cpf: string, purpose: TwoFactorPurpose): Promise<CpfCheck> => {
  const response = await api.post<TokenAuthResponse>(
    '/token/auth',
    { document: stripCpf(cpf), identifierKey: IDENTIFIER_KEY, purpose },
    { token: null },
  );
  return response.data;
};
