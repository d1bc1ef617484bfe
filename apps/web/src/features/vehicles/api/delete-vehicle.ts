import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehicleKeys } from './vehicle-keys';

/** DELETE /veiculo/{id} — the server marks the vehicle inactive and logs it. */
export const deleteVehicle = (id: number): Promise<void> => api.delete<void>(`/veiculo/${id}`);

export const useDeleteVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
};
