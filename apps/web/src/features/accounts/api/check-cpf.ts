import { accountEndpoints } from '@portaria/shared/accounts/accounts.endpoints';
import type { TokenAuthResponse, TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import { IDENTIFIER_KEY } from '@portaria/shared/accounts/accounts.schemas';
import { stripCpf } from '@portaria/shared/br/cpf';
import { call } from '../../../lib/endpoint-client';

export type CpfCheck = TokenAuthResponse['data'];

/** POST /token/auth — the CPF's flags, masked phones and, when the wizard may go on, the handle of this run. */
export const checkCpf = async (cpf: string, purpose: TwoFactorPurpose): Promise<CpfCheck> => {
  const response = await call(accountEndpoints.checkCpf, {
    body: { document: stripCpf(cpf), identifierKey: IDENTIFIER_KEY, purpose },
    token: null,
  });
  return response.data;
};
