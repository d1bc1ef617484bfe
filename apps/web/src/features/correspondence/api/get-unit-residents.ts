import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoradorItem } from '@portaria/shared/correspondence/correspondence.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { call } from '../../../lib/endpoint-client';
import { correspondenceKeys } from './correspondence-keys';

/** GET /unidades/{idUnidade}/moradores — residents and authorised people of the unit (pickup choices). */
export const getUnitResidents = (idUnidade: number, signal?: AbortSignal): Promise<{ data: MoradorItem[] }> =>
  call(correspondenceEndpoints.unitResidents, { params: { idUnidade }, signal });

export const getUnitResidentsQueryOptions = (idUnidade: number) =>
  queryOptions({
    queryKey: correspondenceKeys.of('residents', idUnidade),
    queryFn: ({ signal }) => getUnitResidents(idUnidade, signal),
    staleTime: 5 * 60_000,
  });

export const useUnitResidents = (idUnidade: number | null) =>
  useQuery({ ...getUnitResidentsQueryOptions(idUnidade ?? 0), enabled: idUnidade !== null });
