import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyCatalogueEndpoints } from '@portaria/shared/keys/keys.endpoints';
import { call } from '../../../lib/endpoint-client';
import { keyQueryKeys } from './keys-query-keys';

/** POST /chaves/:id/desativar — 409 while the key is out. */
export const retireKey = (id: number) => call(keyCatalogueEndpoints.retire, { params: { id } });

export const useRetireKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyQueryKeys.all }),
  });
};
