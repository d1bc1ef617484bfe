import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyEndpoints } from '@portaria/shared/keys/keys.endpoints';
import { call } from '../../../lib/endpoint-client';
import { keyQueryKeys } from './keys-query-keys';

/** POST /chaves/movimentos/:idMovimento/devolucao */
export const checkInKey = (idMovimento: number) => call(keyEndpoints.checkIn, { params: { idMovimento } });

export const useCheckInKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyQueryKeys.all }),
  });
};
