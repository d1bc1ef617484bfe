import { authEndpoints } from '@portaria/shared/auth/auth.endpoints';
import { call } from '../../../lib/endpoint-client';

export type AccountCheck = { additional: { hasLogin: boolean } };

/**
 * GET /auth/rbac/account?cpf= — does this CPF already have a login? (asked when leaving the CPF field).
 * Plain fetcher, no queryOptions: it runs on the login screen, which does not load react-query.
 */
export const checkAccount = (cpf: string): Promise<AccountCheck> =>
  call(authEndpoints.account, { query: { cpf }, token: null });
