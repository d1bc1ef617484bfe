import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@portaria/shared/desk/desk.schemas';
import { deskEndpoints } from '@portaria/shared/desk/desk.endpoints';
import { call } from '../../../lib/endpoint-client';
import { searchKey } from './desk-keys';

/** The shortest text the server searches (desk.schemas searchQuerySchema): shorter ones are not sent. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 60;

/** GET /portaria/busca?q= — every group the token may see, a few hits each. */
export const getSearch = (q: string, signal?: AbortSignal): Promise<SearchResult> =>
  call(deskEndpoints.search, { query: { q }, signal });

export const getSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKey(q),
    queryFn: ({ signal }) => getSearch(q, signal),
    // A parcel registered a minute ago must be found: short-lived, but typing back and forth reuses it.
    staleTime: 15_000,
  });

/** `q` already trimmed and debounced; nothing is asked below SEARCH_MIN_LENGTH or above SEARCH_MAX_LENGTH. */
export const useSearch = (q: string) =>
  useQuery({
    ...getSearchQueryOptions(q),
    enabled: q.length >= SEARCH_MIN_LENGTH && q.length <= SEARCH_MAX_LENGTH,
    // The previous hits stay while the next text is searched: the list does not blink at each key.
    placeholderData: keepPreviousData,
  });
