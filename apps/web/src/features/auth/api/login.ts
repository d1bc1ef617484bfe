import type { LoginResponse } from '@portaria/shared/auth/auth.schemas';
import { authEndpoints } from '@portaria/shared/auth/auth.endpoints';
import { call } from '../../../lib/endpoint-client';

export type LoginInput = { user: string; password: string };

/** POST /auth/rbac/project/PORTARIA?mode=AppPortaria — CPF digits and password for a login token and roles. */
export const login = (body: LoginInput): Promise<LoginResponse> =>
  call(authEndpoints.login, { body, query: { mode: 'AppPortaria' }, token: null });
