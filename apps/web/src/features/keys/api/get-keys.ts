import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyEndpoints } from '@portaria/shared/keys/keys.endpoints';
import { call } from '../../../lib/endpoint-client';
import { keyQueryKeys } from './keys-query-keys';

/** GET /chaves — the catalogue with each key's status; retired ones too for the catalogue screen. */
export const getKeysQueryOptions = (withRetired: boolean) =>
  queryOptions({
    queryKey: keyQueryKeys.of('catalogue', withRetired),
    queryFn: ({ signal }) => call(keyEndpoints.list, { query: { inativas: withRetired ? 'true' : undefined }, signal }),
    staleTime: 0,
  });

export const useKeys = (withRetired = false) => useQuery(getKeysQueryOptions(withRetired));
