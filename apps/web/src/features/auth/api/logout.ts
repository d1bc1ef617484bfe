import { authEndpoints } from '@portaria/shared/auth/auth.endpoints';
import { call } from '../../../lib/endpoint-client';

const LOGOUT_TIMEOUT_MS = 5000;

/** POST /auth/rbac/logout — revokes the session server-side. Never blocks the user for long. */
export const logout = async (): Promise<void> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
  try {
    await call(authEndpoints.logout, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
};
