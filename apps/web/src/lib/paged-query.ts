import { infiniteQueryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { Page } from '@portaria/shared/common/page-meta';
import { emptyPage, nextPageOf } from '@portaria/shared/common/page-meta';

/** One page of a list; `undefined` is the server's 204 (nothing found), read as an empty page. */
export type FetchPage<T> = (page: number, signal: AbortSignal) => Promise<Page<T> | undefined>;

/**
 * Infinite query options for every paged list (spec 01 §3): pages from 1, the next one while the current page is
 * below meta.totalPages (`nextPageOf`, the same rule as the server's), never cached stale at the desk.
 */
export const pagedQueryOptions = <T, Key extends QueryKey>(queryKey: Key, fetchPage: FetchPage<T>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }): Promise<Page<T>> =>
      (await fetchPage(pageParam, signal)) ?? emptyPage<T>(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => nextPageOf(last.meta),
    staleTime: 0,
  });

/** The rows of every page loaded so far, in order. */
export const rowsOf = <T>(data: { pages: Page<T>[] } | undefined): T[] =>
  data?.pages.flatMap((page) => page.data) ?? [];
