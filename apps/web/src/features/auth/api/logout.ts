import { api } from '../../../lib/api-client';

const LOGOUT_TIMEOUT_MS = 5000;

/** POST /auth/rbac/logout — revokes the session server-side. Never blocks the user for long. */
export const logout = async (): Promise<void> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
  try {
    await api.post<void>('/auth/rbac/logout', undefined, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
};
