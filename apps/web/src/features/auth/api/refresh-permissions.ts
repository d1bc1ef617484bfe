import type { ContextToken } from '@portaria/shared/auth/auth.schemas';
import { authEndpoints } from '@portaria/shared/auth/auth.endpoints';
import { call } from '../../../lib/endpoint-client';

/** POST /auth/rbac/refresh/{referencia} — the hourly permission refresh (spec §4). */
export const refreshPermissions = (referencia: number): Promise<ContextToken> =>
  call(authEndpoints.refresh, { params: { referencia } });
