import type { NewPasswordBody } from '@portaria/shared/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

/** PUT /external/forgot-my-password — replaces the password and ends every open session of the user. */
export const resetPassword = (twoFactorToken: string, body: NewPasswordBody): Promise<{ message: string }> =>
  api.put<{ message: string }>('/external/forgot-my-password', body, { token: twoFactorToken });
