import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { reloadPage } from '../../../lib/browser';
import { closeChat } from '../../../lib/chat-state';
import { queryClient } from '../../../lib/query-client';
import { clearSession } from '../../../lib/session';
import { closeSessionExpired } from '../../../lib/session-expired';
import { clearAllReads } from '../../../lib/offline/write-queue';
import { forgetPerson } from '../../../lib/user-storage';
import { logout } from '../api/logout';

/**
 * Why the session ends: the person chose 'Sair' (`chosen`), or the server refused the token (`forced`: "Sua sessão
 * expirou", a refused permission refresh). A forced end keeps the person's drafts for their next sign-in on this
 * tab; leaving by choice takes them too (decision 105).
 */
export type LogoutReason = 'chosen' | 'forced';

/**
 * Logout (spec §4): revoke server-side (a failure does not keep anyone in), wipe the session and the in-memory
 * cache, go to the root and reload so no state of the previous user survives.
 */
export const useLogout = (reason: LogoutReason) => {
  const navigate = useNavigate();

  return useCallback(async () => {
    await logout().catch(() => undefined);
    if (reason === 'chosen') {
      forgetPerson();
      // What the desk kept to read offline goes with the person; records not yet sent stay for their next sign-in.
      await clearAllReads().catch(() => undefined);
    }
    clearSession();
    queryClient.clear();
    closeChat();
    closeSessionExpired();
    navigate(paths.login.getHref(), { replace: true });
    reloadPage();
  }, [navigate, reason]);
};
