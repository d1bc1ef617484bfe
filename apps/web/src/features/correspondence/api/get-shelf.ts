import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReportFormat } from '@portaria/shared/correspondence/correspondence.constants';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import type { ShelfFilter, ShelfPage } from '@portaria/shared/correspondence/shelf.schemas';
import { call, callBlob } from '../../../lib/endpoint-client';
import { shelfKey } from './correspondence-keys';

/** GET /correspondencia/prateleira — one page of the shelf, oldest first, after the cursor `apos`. */
export const getShelf = (filter: ShelfFilter, apos: string | null, signal?: AbortSignal): Promise<ShelfPage> =>
  call(correspondenceEndpoints.shelf, { query: { ...filter, ...(apos ? { apos } : {}) }, signal });

export const getShelfQueryOptions = (filter: ShelfFilter) =>
  infiniteQueryOptions({
    queryKey: shelfKey('list', filter),
    queryFn: ({ pageParam, signal }) => getShelf(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.proximo,
  });

export const useShelf = (filter: ShelfFilter) => useInfiniteQuery(getShelfQueryOptions(filter));

/** The correspondence tile's count: the condominium's counter (no filter), one row asked. */
export const getShelfCountQueryOptions = () =>
  queryOptions({
    queryKey: shelfKey('count'),
    queryFn: async ({ signal }) => (await call(correspondenceEndpoints.shelf, { query: { limit: 1 }, signal })).total,
    staleTime: 60_000,
  });

export const useShelfCount = () => useQuery(getShelfCountQueryOptions());

/** GET /correspondencia/prateleira/relatorio/{PDF|CSV}, streamed by the server. */
export const fetchShelfReport = (format: ReportFormat, filter: ShelfFilter) =>
  callBlob(correspondenceEndpoints.shelfReport, { params: { tipo: format }, query: filter });

export const shelfReportFallbackName = (format: ReportFormat) => `prateleira-correspondencias.${format.toLowerCase()}`;
