import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVehicle, Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { vehicleEndpoints } from '@portaria/shared/vehicles/vehicles.endpoints';
import { call } from '../../../lib/endpoint-client';
import { vehicleKeys } from './vehicle-keys';

/** PUT /veiculo/{id} */
export const updateVehicle = (payload: UpdateVehicle & { id: number }): Promise<Vehicle> =>
  call(vehicleEndpoints.update, { params: { id: payload.id }, body: payload });

export const useUpdateVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
};
