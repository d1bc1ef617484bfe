import type { TokenValidationResponse } from '@portaria/shared/accounts/accounts.schemas';
import { accountEndpoints } from '@portaria/shared/accounts/accounts.endpoints';
import { call } from '../../../lib/endpoint-client';

/** POST /token/validation — a right code yields the temporary two-factor token. */
export const validateCode = (hashToken: string, tokenValue: string): Promise<TokenValidationResponse> =>
  call(accountEndpoints.validateCode, { body: { tokenValue, hashToken }, token: null });
