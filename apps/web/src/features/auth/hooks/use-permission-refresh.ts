import { useEffect, useRef } from 'react';
import { TIMINGS } from '@portaria/shared/constants';
import { getSession, updateSession } from '../../../lib/session';
import { refreshPermissions } from '../api/refresh-permissions';
import { sessionFromContext } from '../utils/context-session';
import { useLogout } from './use-logout';

/**
 * Spec §4: while the dashboard is open, permissions are refreshed hourly with the stored reference.
 * A failed refresh logs the user out (the session can no longer be trusted).
 */
export const usePermissionRefresh = (intervalMs: number = TIMINGS.permissionRefreshMs) => {
  const logout = useLogout();
  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);

  useEffect(() => {
    const timer = setInterval(async () => {
      const referencia = getSession().condominium?.referencia;
      try {
        if (referencia === undefined) throw new Error('Sessão sem referência');
        const context = await refreshPermissions(referencia);
        updateSession(sessionFromContext(context));
      } catch (error) {
        console.error('Falha ao atualizar as permissões', error);
        clearInterval(timer);
        void logoutRef.current();
      }
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
};
