import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Endpoint, ParamsOf, ResponseOf } from '@portaria/shared/common/endpoint';
import { call, type CallOptions } from './endpoint-client';
import type { createQueryKeys } from './query-keys';

/** An area's "people of this unit" endpoint: GET …/unidades/:idUnidade/moradores. */
type UnitEndpoint<E extends Endpoint> = ParamsOf<E> extends { idUnidade: unknown } ? E : never;

type AreaKeys = ReturnType<typeof createQueryKeys>;

/**
 * The people of one unit as one area's screen shows them. Each area keeps its own endpoint, so each answer carries
 * only what its screen shows (decision 101: the pickup list's CPF, the documents' e-mail, the resident form's app
 * flag); the fetch, the cache key under the area and the wait for a unit are this one piece.
 */
export const unitContactsQueryOptions = <E extends Endpoint>(
  endpoint: UnitEndpoint<E>,
  keys: AreaKeys,
  idUnidade: number,
  staleTime?: number,
) =>
  queryOptions({
    queryKey: keys.of('unit-contacts', idUnidade),
    // The endpoint's own type was checked above (params { idUnidade }); the call only needs it as some endpoint.
    queryFn: ({ signal }) =>
      call(endpoint as Endpoint, { params: { idUnidade }, signal } as unknown as CallOptions<Endpoint>) as Promise<
        ResponseOf<E>
      >,
    staleTime,
  });

/** Waits (no request) until a unit is chosen. */
export const useUnitContacts = <E extends Endpoint>(
  endpoint: UnitEndpoint<E>,
  keys: AreaKeys,
  idUnidade: number | null | undefined,
  { staleTime }: { staleTime?: number } = {},
) => useQuery({ ...unitContactsQueryOptions(endpoint, keys, idUnidade ?? 0, staleTime), enabled: Boolean(idUnidade) });
