import type { ContextToken } from '@portaria/shared/auth/auth.schemas';
import { api } from '../../../lib/api-client';

/** POST /auth/rbac/refresh/{referencia} — the hourly permission refresh (spec §4). */
export const refreshPermissions = (referencia: number): Promise<ContextToken> =>
  api.post<ContextToken>(`/auth/rbac/refresh/${referencia}`);
