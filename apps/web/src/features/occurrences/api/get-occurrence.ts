import { queryOptions, useQuery } from '@tanstack/react-query';
import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import { call } from '../../../lib/endpoint-client';
import { occurrenceKeys } from './occurrence-keys';

/** GET /ocorrencias/{id} */
export const getOccurrenceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: occurrenceKeys.of('detail', id),
    queryFn: ({ signal }) => call(occurrenceEndpoints.detail, { params: { id }, signal }),
  });

export const useOccurrence = (id: number) => useQuery(getOccurrenceQueryOptions(id));
