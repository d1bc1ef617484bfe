import type { NewPasswordBody } from '@portaria/shared/accounts/accounts.schemas';
import { accountEndpoints } from '@portaria/shared/accounts/accounts.endpoints';
import { call } from '../../../lib/endpoint-client';

/** PUT /external/forgot-my-password — replaces the password and ends every open session of the user. */
export const resetPassword = (twoFactorToken: string, body: NewPasswordBody): Promise<{ message: string }> =>
  call(accountEndpoints.resetPassword, { body, token: twoFactorToken });
