import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoradorItem } from '@portaria/shared/correspondence/correspondence.schemas';
import { api } from '../../../lib/api-client';
import { correspondenceKeys } from './correspondence-keys';

/** GET /unidades/{idUnidade}/moradores — residents and authorised people of the unit (pickup choices). */
export const getUnitResidents = (idUnidade: number, signal?: AbortSignal): Promise<{ data: MoradorItem[] }> =>
  api.get<{ data: MoradorItem[] }>(`/unidades/${idUnidade}/moradores`, { signal });

export const getUnitResidentsQueryOptions = (idUnidade: number) =>
  queryOptions({
    queryKey: correspondenceKeys.of('residents', idUnidade),
    queryFn: ({ signal }) => getUnitResidents(idUnidade, signal),
    staleTime: 5 * 60_000,
  });

export const useUnitResidents = (idUnidade: number | null) =>
  useQuery({ ...getUnitResidentsQueryOptions(idUnidade ?? 0), enabled: idUnidade !== null });
