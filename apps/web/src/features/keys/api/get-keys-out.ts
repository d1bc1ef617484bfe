import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyEndpoints } from '@portaria/shared/keys/keys.endpoints';
import { call } from '../../../lib/endpoint-client';
import { keyQueryKeys } from './keys-query-keys';

/** GET /chaves/fora — keys out now, overdue first; refreshed each minute so a key turns overdue on screen. */
export const getKeysOutQueryOptions = () =>
  queryOptions({
    queryKey: keyQueryKeys.of('out'),
    queryFn: ({ signal }) => call(keyEndpoints.outNow, { signal }),
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useKeysOut = () => useQuery(getKeysOutQueryOptions());
