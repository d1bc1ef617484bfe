import type { LoginResponse } from '@portaria/shared/auth/auth.schemas';
import { api } from '../../../lib/api-client';

export type LoginInput = { user: string; password: string };

/** POST /auth/rbac/project/PORTARIA?mode=AppPortaria — CPF digits and password for a login token and roles. */
export const login = (body: LoginInput): Promise<LoginResponse> =>
  api.post<LoginResponse>('/auth/rbac/project/PORTARIA', body, { query: { mode: 'AppPortaria' }, token: null });
