import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVehicle, Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { api } from '../../../lib/api-client';
import { vehicleKeys } from './vehicle-keys';

/** PUT /veiculo/{id} */
export const updateVehicle = (payload: UpdateVehicle & { id: number }): Promise<Vehicle> =>
  api.put<Vehicle>(`/veiculo/${payload.id}`, payload);

export const useUpdateVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
};
