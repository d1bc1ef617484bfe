import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deskEndpoints } from '@portaria/shared/desk/desk.endpoints';
import type { SearchResult } from '@portaria/shared/desk/desk.schemas';
import { searchTerms } from '@portaria/shared/desk/search-terms';
import { call } from './endpoint-client';
import { createQueryKeys } from './query-keys';

/** The units of the people a typed name finds, for the flows' one unit field (issue 32 item 5). */
export const peopleUnitsKeys = createQueryKeys('people-units');

export type PersonUnit = NonNullable<SearchResult['pessoas']>[number];

/**
 * GET /portaria/busca?q= — the residents and authorised people a name finds, each with their unit (the search's
 * `pessoas` group; absent without the permission to read people, then nothing). Asked only for a text with a name
 * in it ("helena", "maria 1204"), never for a unit alone ("A 1204"): the tree answers those.
 */
/** Whether a typed text has a name in it, so the server is asked for the people it finds. */
export const hasNameIn = (text: string) => {
  const q = text.trim();
  return q.length >= 2 && q.length <= 60 && searchTerms(q).words.length > 0;
};

export const usePeopleUnits = (text: string) => {
  const q = text.trim();
  return useQuery({
    queryKey: peopleUnitsKeys.of(q),
    queryFn: async ({ signal }): Promise<PersonUnit[]> =>
      (await call(deskEndpoints.search, { query: { q }, signal })).pessoas ?? [],
    enabled: hasNameIn(q),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
};
