import { useInfiniteQuery } from '@tanstack/react-query';
import { OCCURRENCE_LIMITS } from '@portaria/shared/occurrences/occurrences.constants';
import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import { call } from '../../../lib/endpoint-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { occurrenceKeys } from './occurrence-keys';

export type OccurrenceFilters = {
  unidade?: number | undefined;
  dataFrom?: string | undefined;
  dataUntil?: string | undefined;
  encerrado?: 'S' | 'N' | undefined;
  conteudo?: string | undefined;
};

/** GET /ocorrencias/resumo — 50 per page; its 204 (nothing found) reaches here as an empty page (decision 072). */
export const getOccurrences = (page: number, filters: OccurrenceFilters, referencia: number, signal?: AbortSignal) =>
  call(occurrenceEndpoints.list, {
    query: { page, limit: OCCURRENCE_LIMITS.pageSize, referencia: String(referencia), publica: 'S', ...filters },
    signal,
  });

export const getOccurrencesQueryOptions = (filters: OccurrenceFilters, referencia: number) =>
  pagedQueryOptions(occurrenceKeys.of('list', JSON.stringify(filters)), (page, signal) =>
    getOccurrences(page, filters, referencia, signal),
  );

export const useOccurrences = (filters: OccurrenceFilters, referencia: number) =>
  useInfiniteQuery(getOccurrencesQueryOptions(filters, referencia));
