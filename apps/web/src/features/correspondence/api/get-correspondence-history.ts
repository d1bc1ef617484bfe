import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CORRESPONDENCE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import type { CorrespondenciaStatus } from '@portaria/shared/correspondence/correspondence.constants';
import type { CorrespondenciaPage } from '@portaria/shared/correspondence/correspondence.schemas';
import { api } from '../../../lib/api-client';

/** The history's filters (a subset of correspondenciaQuerySchema); YYYY-MM-DD days. */
export type HistoryFilter = {
  unidade?: number;
  bloco?: number;
  status?: CorrespondenciaStatus;
  dataChegadaFrom?: string;
  dataChegadaUntil?: string;
};

/** GET /correspondencia — one page (200 rows) of the history, newest first; filters apply only when set. */
export const getCorrespondenceHistory = (
  filter: HistoryFilter,
  page: number,
  signal?: AbortSignal,
): Promise<CorrespondenciaPage> =>
  api.get<CorrespondenciaPage>('/correspondencia', {
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
