import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * When the desk last read from the server: the newest answer in the cache (restored from the desk PC or fetched
 * before the network dropped). What the screens show offline is at most that fresh.
 */
export const useDataAge = (): number | null => {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const newest = useCallback(
    () => cache.getAll().reduce((latest, query) => Math.max(latest, query.state.dataUpdatedAt), 0),
    [cache],
  );
  const value = useSyncExternalStore(subscribe, newest, newest);
  return value > 0 ? value : null;
};
