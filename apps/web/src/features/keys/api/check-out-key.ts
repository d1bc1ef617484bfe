import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckOut } from '@portaria/shared/keys/keys.schemas';
import { keyEndpoints } from '@portaria/shared/keys/keys.endpoints';
import { call } from '../../../lib/endpoint-client';
import { keyQueryKeys } from './keys-query-keys';

/** POST /chaves/:id/retiradas — 409 names who has the key (another desk was quicker). */
export const checkOutKey = ({ id, body }: { id: number; body: CheckOut }) =>
  call(keyEndpoints.checkOut, { params: { id }, body });

export const useCheckOutKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOutKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyQueryKeys.all }),
  });
};
