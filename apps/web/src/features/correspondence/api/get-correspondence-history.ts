import { useInfiniteQuery } from '@tanstack/react-query';
import { CORRESPONDENCE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import type { CorrespondenciaStatus } from '@portaria/shared/correspondence/correspondence.constants';
import type { CorrespondenciaPage } from '@portaria/shared/correspondence/correspondence.schemas';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { correspondenceKeys } from './correspondence-keys';

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
): Promise<CorrespondenciaPage | undefined> =>
  api.get<CorrespondenciaPage | undefined>('/correspondencia', {
    query: { ...filter, page, limit: CORRESPONDENCE_LIMITS.historyPageSize },
    signal,
  });

export const getCorrespondenceHistoryQueryOptions = (filter: HistoryFilter) =>
  pagedQueryOptions(correspondenceKeys.of('history', filter), (page, signal) =>
    getCorrespondenceHistory(filter, page, signal),
  );

export const useCorrespondenceHistory = (filter: HistoryFilter | null) =>
  useInfiniteQuery({ ...getCorrespondenceHistoryQueryOptions(filter ?? {}), enabled: filter !== null });
