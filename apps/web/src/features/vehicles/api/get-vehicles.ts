import { useInfiniteQuery } from '@tanstack/react-query';
import type { VehiclesPage } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_LIMITS } from '@portaria/shared/vehicles/vehicle.schemas';
import { vehicleEndpoints } from '@portaria/shared/vehicles/vehicles.endpoints';
import { call } from '../../../lib/endpoint-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { vehicleListKey } from './vehicle-keys';

/** GET /veiculo/custom — 5 per page; its 204 (nothing found) reaches here as an empty page (decision 072). */
export const getVehicles = (page: number, queryParam: string, signal?: AbortSignal): Promise<VehiclesPage> =>
  call(vehicleEndpoints.list, {
    query: { page, limit: VEHICLE_LIMITS.pageSize, queryParam: queryParam || undefined },
    signal,
  });

export const getVehiclesQueryOptions = (queryParam: string) =>
  pagedQueryOptions(vehicleListKey(queryParam), (page, signal) => getVehicles(page, queryParam, signal));

export const useVehicles = (queryParam: string) => useInfiniteQuery(getVehiclesQueryOptions(queryParam));
