import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administrationEndpoints as E } from '@portaria/shared/administration/administration.endpoints';
import { call } from '../../../lib/endpoint-client';
import { referencesKeys } from '../../../lib/references-keys';
import { administrationKeys } from './administration-keys';

/** POST /administracao/condominio/desativar or /reativar (the token's condominium). */
export const useSetCondominiumActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) => call(isActive ? E.reactivateCondominium : E.deactivateCondominium),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: administrationKeys.all }),
        queryClient.invalidateQueries({ queryKey: referencesKeys.all }),
      ]),
  });
};
