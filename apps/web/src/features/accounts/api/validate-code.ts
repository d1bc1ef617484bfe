import type { TokenValidationResponse } from '@portaria/shared/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

/** POST /token/validation — a right code yields the temporary two-factor token. */
export const validateCode = (hashToken: string, tokenValue: string): Promise<TokenValidationResponse> =>
  api.post<TokenValidationResponse>('/token/validation', { tokenValue, hashToken }, { token: null });
