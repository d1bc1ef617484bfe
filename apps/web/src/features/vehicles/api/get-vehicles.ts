import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { VehiclesPage } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_LIMITS } from '@portaria/shared/vehicles/vehicle.schemas';
import { vehicleEndpoints } from '@portaria/shared/vehicles/vehicles.endpoints';
import { call } from '../../../lib/endpoint-client';

/** Query keys of the area: invalidate `vehicleKeys.all` after any change. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (queryParam: string) => [...vehicleKeys.all, 'list', queryParam] as const,
};

/** GET /veiculo/custom — 5 per page; its 204 (nothing found) reaches here as an empty page (decision 072). */
export const getVehicles = (page: number, queryParam: string, signal?: AbortSignal): Promise<VehiclesPage> =>
  call(vehicleEndpoints.list, {
    query: { page, limit: VEHICLE_LIMITS.pageSize, queryParam: queryParam || undefined },
    signal,
  });

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
