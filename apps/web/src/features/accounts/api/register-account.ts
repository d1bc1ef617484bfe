import type { NewPasswordBody } from '@portaria/shared/accounts/accounts.schemas';
import { accountEndpoints } from '@portaria/shared/accounts/accounts.endpoints';
import { call } from '../../../lib/endpoint-client';

/** POST /external/porter/registration — creates the login; the bearer is the temporary two-factor token. */
export const registerAccount = (twoFactorToken: string, body: NewPasswordBody): Promise<{ message: string }> =>
  call(accountEndpoints.register, { body, token: twoFactorToken });
