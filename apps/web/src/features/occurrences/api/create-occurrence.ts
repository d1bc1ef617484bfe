import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOccurrence, OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import { call } from '../../../lib/endpoint-client';
import { occurrenceKeys } from './occurrence-keys';

/** POST /portaria/api/v2/ocorrencias */
export const createOccurrence = (payload: CreateOccurrence): Promise<OccurrenceSummary> =>
  call(occurrenceEndpoints.create, { body: payload });

export const useCreateOccurrence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOccurrence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: occurrenceKeys.all }),
  });
};
