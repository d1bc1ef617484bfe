import { useInfiniteQuery } from '@tanstack/react-query';
import { shiftBookEndpoints } from '@portaria/shared/shift-book/shift-book.endpoints';
import { SHIFT_BOOK_LIMITS } from '@portaria/shared/shift-book/shift-book.rules';
import type { EntriesQuery } from '@portaria/shared/shift-book/shift-book.schemas';
import { call } from '../../../lib/endpoint-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { shiftBookKeys } from './shift-book-keys';

export type EntryFilters = Omit<EntriesQuery, 'page' | 'limit'>;

/** GET /portaria/livro/registros — 50 per page, newest first; without dates, today. */
export const getEntries = (page: number, filters: EntryFilters, signal?: AbortSignal) =>
  call(shiftBookEndpoints.list, { query: { page, limit: SHIFT_BOOK_LIMITS.pageSize, ...filters }, signal });

export const getEntriesQueryOptions = (idCondo: number | null, filters: EntryFilters) =>
  pagedQueryOptions(shiftBookKeys.of('list', idCondo, JSON.stringify(filters)), (page, signal) =>
    getEntries(page, filters, signal),
  );

export const useEntries = (idCondo: number | null, filters: EntryFilters) =>
  useInfiniteQuery(getEntriesQueryOptions(idCondo, filters));
