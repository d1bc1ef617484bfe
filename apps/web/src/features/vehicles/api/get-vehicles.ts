import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { VehiclesPage } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_LIMITS } from '@portaria/shared/vehicles/vehicle.schemas';
import { api } from '../../../lib/api-client';

/** Query keys of the area: invalidate `vehicleKeys.all` after any change. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (queryParam: string) => [...vehicleKeys.all, 'list', queryParam] as const,
};

const emptyPage = (page: number): VehiclesPage => ({ data: [], meta: { totalPages: 0, totalItems: 0, page } });

/** GET /veiculo/custom — 5 per page; 204 (no content) means nothing found. */
export const getVehicles = async (page: number, queryParam: string, signal?: AbortSignal): Promise<VehiclesPage> => {
  const body = await api.get<VehiclesPage | undefined>('/veiculo/custom', {
    query: { page, limit: VEHICLE_LIMITS.pageSize, queryParam: queryParam || undefined },
    signal,
  });
  return body ?? emptyPage(page);
};

export const getVehiclesQueryOptions = (queryParam: string) =>
  infiniteQueryOptions({
    queryKey: vehicleKeys.list(queryParam),
    queryFn: ({ pageParam, signal }) => getVehicles(pageParam, queryParam, signal),
    initialPageParam: 1,
    // Spec §4: the next page is loaded while the current one is below meta.totalPages.
    getNextPageParam: (last, _all, lastParam) => (lastParam < last.meta.totalPages ? lastParam + 1 : undefined),
    staleTime: 0,
  });

export const useVehicles = (queryParam: string) => useInfiniteQuery(getVehiclesQueryOptions(queryParam));
