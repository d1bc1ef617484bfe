import { useInfiniteQuery } from '@tanstack/react-query';
import { KEY_HISTORY_PAGE } from '@portaria/shared/keys/keys.schemas';
import { keyEndpoints } from '@portaria/shared/keys/keys.endpoints';
import { call } from '../../../lib/endpoint-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { keyQueryKeys } from './keys-query-keys';

export type HistoryFilter = { idChave: number } | { q: string };

/** GET /chaves/:id/movimentos (one key) or GET /chaves/movimentos?q= (by the holder's name or document). */
export const getKeyHistoryQueryOptions = (filter: HistoryFilter) =>
  pagedQueryOptions(keyQueryKeys.of('history', filter), (page, signal) =>
    'idChave' in filter
      ? call(keyEndpoints.keyHistory, {
          params: { id: filter.idChave },
          query: { page, limit: KEY_HISTORY_PAGE },
          signal,
        })
      : call(keyEndpoints.history, { query: { page, limit: KEY_HISTORY_PAGE, q: filter.q || undefined }, signal }),
  );

export const useKeyHistory = (filter: HistoryFilter) => useInfiniteQuery(getKeyHistoryQueryOptions(filter));
