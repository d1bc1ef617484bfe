import { useInfiniteQuery } from '@tanstack/react-query';
import { CORRESPONDENCE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import {
  correspondenceEndpoints,
  type CorrespondenciaFilters,
} from '@portaria/shared/correspondence/correspondence.endpoints';
import type { CorrespondenciaPage } from '@portaria/shared/correspondence/correspondence.schemas';
import { call } from '../../../lib/endpoint-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { correspondenceKeys } from './correspondence-keys';

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
  pagedQueryOptions(correspondenceKeys.of('history', filter), (page, signal) =>
    getCorrespondenceHistory(filter, page, signal),
  );

export const useCorrespondenceHistory = (filter: HistoryFilter | null) =>
  useInfiniteQuery({ ...getCorrespondenceHistoryQueryOptions(filter ?? {}), enabled: filter !== null });
