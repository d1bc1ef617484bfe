import { queryOptions, useQuery } from '@tanstack/react-query';
import { residentEndpoints } from '@portaria/shared/access-control/residents.endpoints';
import { call } from '../../../lib/endpoint-client';
import { residentKeys } from './resident-keys';

/** GET /condominos/v1/unidades/{idUnidade}/moradores — the unit's residents (warnings of the new-resident form). */
export const getUnitResidentsQueryOptions = (idUnidade: number) =>
  queryOptions({
    queryKey: residentKeys.of('unit', idUnidade),
    queryFn: ({ signal }) => call(residentEndpoints.unitResidents, { params: { idUnidade }, signal }),
  });

export const useUnitResidents = (idUnidade: number | null) =>
  useQuery({ ...getUnitResidentsQueryOptions(idUnidade ?? 0), enabled: idUnidade !== null });
