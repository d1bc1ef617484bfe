import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CondominiumSettingsBody } from '@portaria/shared/administration/administration.schemas';
import { administrationEndpoints as E } from '@portaria/shared/administration/administration.endpoints';
import { call } from '../../../lib/endpoint-client';
import { referencesKeys } from '../../../lib/references-keys';
import { administrationKeys } from './administration-keys';

/** PUT /administracao/condominio — its name shows in the top bar's list too. */
export const useUpdateCondominium = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CondominiumSettingsBody) => call(E.updateCondominium, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: administrationKeys.all }),
        queryClient.invalidateQueries({ queryKey: referencesKeys.all }),
      ]),
  });
};
