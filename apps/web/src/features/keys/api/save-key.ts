import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeyBody } from '@portaria/shared/keys/keys.schemas';
import { keyCatalogueEndpoints } from '@portaria/shared/keys/keys.endpoints';
import { call } from '../../../lib/endpoint-client';
import { keyQueryKeys } from './keys-query-keys';

/** POST /chaves (new) or PUT /chaves/:id (edit): the syndic and the administrator. */
export const saveKey = ({ id, body }: { id: number | null; body: KeyBody }) =>
  id === null
    ? call(keyCatalogueEndpoints.create, { body })
    : call(keyCatalogueEndpoints.update, { params: { id }, body });

export const useSaveKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyQueryKeys.all }),
  });
};
