import { useInfiniteQuery } from '@tanstack/react-query';
import type { VehiclesPage } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_LIMITS } from '@portaria/shared/vehicles/vehicle.schemas';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { vehicleListKey } from './vehicle-keys';

/** GET /veiculo/custom — 5 per page; 204 (no content) means nothing found. */
export const getVehicles = (page: number, queryParam: string, signal?: AbortSignal): Promise<VehiclesPage | undefined> =>
  api.get<VehiclesPage | undefined>('/veiculo/custom', {
    query: { page, limit: VEHICLE_LIMITS.pageSize, queryParam: queryParam || undefined },
    signal,
  });

export const getVehiclesQueryOptions = (queryParam: string) =>
  pagedQueryOptions(vehicleListKey(queryParam), (page, signal) => getVehicles(page, queryParam, signal));

export const useVehicles = (queryParam: string) => useInfiniteQuery(getVehiclesQueryOptions(queryParam));
