import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CORRESPONDENCE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import {
  correspondenceEndpoints,
  type CorrespondenciaFilters,
} from '@portaria/shared/correspondence/correspondence.endpoints';
import type { CorrespondenciaPage } from '@portaria/shared/correspondence/correspondence.schemas';
import { call } from '../../../lib/endpoint-client';

/** The history's filters: the shared query's unit, block, status and period (YYYY-MM-DD days). */
export type HistoryFilter = CorrespondenciaFilters;

/** GET /correspondencia — one page (200 rows) of the history, newest first; filters apply only when set. */
export const getCorrespondenceHistory = (
  filter: HistoryFilter,
  page: number,
  signal?: AbortSignal,
): Promise<CorrespondenciaPage> =>
  call(correspondenceEndpoints.list, {
    query: { ...filter, page, limit: CORRESPONDENCE_LIMITS.historyPageSize },
    signal,
  });

export const getCorrespondenceHistoryQueryOptions = (filter: HistoryFilter) =>
  infiniteQueryOptions({
    queryKey: ['correspondence', 'history', filter],
    queryFn: ({ pageParam, signal }) => getCorrespondenceHistory(filter, pageParam, signal),
    initialPageParam: 1,
    // Spec 02 §4: the next page loads while the current page is below meta.totalPages.
    getNextPageParam: (last) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
    staleTime: 0,
  });

export const useCorrespondenceHistory = (filter: HistoryFilter | null) =>
  useInfiniteQuery({ ...getCorrespondenceHistoryQueryOptions(filter ?? {}), enabled: filter !== null });
