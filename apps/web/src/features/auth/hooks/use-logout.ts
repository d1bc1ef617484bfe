import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { reloadPage } from '../../../lib/browser';
import { closeChat } from '../../../lib/chat-state';
import { queryClient } from '../../../lib/query-client';
import { clearSession } from '../../../lib/session';
import { closeSessionExpired } from '../../../lib/session-expired';
import { logout } from '../api/logout';

/**
 * Logout (spec §4): revoke server-side (a failure does not keep anyone in), wipe session storage and the
 * in-memory cache, go to the root and reload so no state of the previous user survives.
 */
export const useLogout = () => {
  const navigate = useNavigate();

  return useCallback(async () => {
    await logout().catch(() => undefined);
    clearSession();
    queryClient.clear();
    closeChat();
    closeSessionExpired();
    navigate(paths.login.getHref(), { replace: true });
    reloadPage();
  }, [navigate]);
};
