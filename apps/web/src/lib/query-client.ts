import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 2;

/** A 4xx is the user's or the session's problem: retrying only delays the message. */
const shouldRetry = (failureCount: number, error: unknown) => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

// react-query starts believing it is online; a page opened with no network (the installed desk, issue 35) waits for
// it instead of failing every read, and shows what it has.
if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);

/**
 * One cache for the whole tab. It is imported only by lazily loaded screens, so react-query never weighs on
 * the login screen's download.
 */
export const queryClient = createQueryClient();
