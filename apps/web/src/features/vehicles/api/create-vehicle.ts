import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVehicle, Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { vehicleEndpoints } from '@portaria/shared/vehicles/vehicles.endpoints';
import { call } from '../../../lib/endpoint-client';
import { vehicleKeys } from './vehicle-keys';

/** POST /veiculo */
export const createVehicle = (payload: CreateVehicle): Promise<Vehicle> =>
  call(vehicleEndpoints.create, { body: payload });

export const useCreateVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
};
