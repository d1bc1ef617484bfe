import { useEffect, useRef } from 'react';
import { TIMINGS } from '@portaria/shared/constants';
import { isApiError } from '../../../lib/api-client';
import { getSession, subscribeSession } from '../../../lib/session';
import { renewSession } from '../../../lib/session-sync';
import { refreshPermissions } from '../api/refresh-permissions';
import { sessionFromContext } from '../utils/context-session';
import { useLogout } from './use-logout';

/** Waits after a failed refresh (network, 5xx, 429): 5 s, 15 s, 30 s, 1 min, 2 min, then every 5 min. */
export const REFRESH_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000] as const;

/** How long a refused refresh waits for another tab's renewed token before logging out. */
const OTHER_TAB_WAIT_MS = 3_000;

export type RefreshTimings = { intervalMs: number; retryDelaysMs: readonly number[]; otherTabWaitMs: number };

const DEFAULT_TIMINGS: RefreshTimings = {
  intervalMs: TIMINGS.permissionRefreshMs,
  retryDelaysMs: REFRESH_RETRY_DELAYS_MS,
  otherTabWaitMs: OTHER_TAB_WAIT_MS,
};

/** Only the server refusing the token (401/403) ends the session; no answer, 5xx or 429 is tried again. */
const isRefusal = (error: unknown): boolean => isApiError(error) && (error.status === 401 || error.status === 403);

/** Resolves true as soon as this tab's token is no longer `token` (another tab renewed it), false after `ms`. */
const tokenReplaced = (token: string | null, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const isReplaced = () => Boolean(getSession().token) && getSession().token !== token;
    if (isReplaced()) return resolve(true);
    const unsubscribe = subscribeSession(() => {
      if (!isReplaced()) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(isReplaced());
    }, ms);
  });

/**
 * Spec §4: while the dashboard is open, permissions are refreshed hourly with the stored reference. A network
 * failure or a server error is retried with growing waits; the user is logged out only when the server refuses the
 * token (401/403), unless another tab of this browser renewed it meanwhile (decision 096).
 */
export const usePermissionRefresh = (timings: Partial<RefreshTimings> = {}) => {
  const { intervalMs, retryDelaysMs, otherTabWaitMs } = { ...DEFAULT_TIMINGS, ...timings };
  const logout = useLogout('forced');
  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    let failures = 0;
    const schedule = (ms: number) => {
      if (!isStopped) timer = setTimeout(() => void run(), ms);
    };
    const run = async () => {
      const { token, condominium } = getSession();
      try {
        if (!condominium) throw new Error('Sessão sem referência');
        const context = await refreshPermissions(condominium.referencia);
        renewSession(token, sessionFromContext(context));
        failures = 0;
        schedule(intervalMs);
      } catch (error) {
        if (isStopped) return;
        if (condominium && !isRefusal(error)) {
          console.warn('Falha ao atualizar as permissões; nova tentativa em breve', error);
          schedule(retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? intervalMs);
          failures += 1;
          return;
        }
        if (condominium && (await tokenReplaced(token, otherTabWaitMs))) {
          failures = 0;
          schedule(intervalMs);
          return;
        }
        console.error('Falha ao atualizar as permissões', error);
        void logoutRef.current();
      }
    };
    schedule(intervalMs);
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [intervalMs, retryDelaysMs, otherTabWaitMs]);
};
