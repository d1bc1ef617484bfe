import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleEndpoints } from '@portaria/shared/vehicles/vehicles.endpoints';
import { call } from '../../../lib/endpoint-client';
import { vehicleKeys } from './vehicle-keys';

/** DELETE /veiculo/{id} — the server marks the vehicle inactive and logs it. */
export const deleteVehicle = async (id: number): Promise<void> => {
  await call(vehicleEndpoints.remove, { params: { id } });
};

export const useDeleteVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
};
