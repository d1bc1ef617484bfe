import type { ContextToken } from '@portaria/shared/auth/auth.schemas';
import { authEndpoints } from '@portaria/shared/auth/auth.endpoints';
import { call } from '../../../lib/endpoint-client';

/**
 * POST /auth/rbac/context/{context} — trades the login token (or the current context token) for a token
 * scoped to one condominium. A 403 means "no role there" and is handled by the caller, not as an expired session.
 */
export const exchangeContext = (context: number, token?: string): Promise<ContextToken> =>
  call(authEndpoints.context, { params: { context }, token });
