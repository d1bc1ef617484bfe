import { queryOptions, useQuery } from '@tanstack/react-query';
import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import { call } from '../../../lib/endpoint-client';
import { occurrenceKeys } from './occurrence-keys';

/** GET /ocorrencias/unidades/{idUnidade}/moradores — name and e-mail of the unit's residents. */
export const getUnitResidentsQueryOptions = (idUnidade: number) =>
  queryOptions({
    queryKey: occurrenceKeys.of('residents', idUnidade),
    queryFn: ({ signal }) => call(occurrenceEndpoints.unitResidents, { params: { idUnidade }, signal }),
  });

export const useUnitResidents = (idUnidade: number | undefined) =>
  useQuery({ ...getUnitResidentsQueryOptions(idUnidade ?? 0), enabled: Boolean(idUnidade) });
