import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVehicle, Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { api } from '../../../lib/api-client';
import { vehicleKeys } from './vehicle-keys';

/** POST /veiculo */
export const createVehicle = (payload: CreateVehicle): Promise<Vehicle> => api.post<Vehicle>('/veiculo', payload);

export const useCreateVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
};
