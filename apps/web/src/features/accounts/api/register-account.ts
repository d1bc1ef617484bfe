import type { NewPasswordBody } from '@portaria/shared/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

/** POST /external/porter/registration — creates the login; the bearer is the temporary two-factor token. */
export const registerAccount = (twoFactorToken: string, body: NewPasswordBody): Promise<{ message: string }> =>
  api.post<{ message: string }>('/external/porter/registration', body, { token: twoFactorToken });
