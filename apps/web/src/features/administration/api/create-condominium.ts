import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCondominiumBody } from '@portaria/shared/administration/administration.schemas';
import { administrationEndpoints as E } from '@portaria/shared/administration/administration.endpoints';
import { call } from '../../../lib/endpoint-client';
import { referencesKeys } from '../../../lib/references-keys';
import { administrationKeys } from './administration-keys';

/** POST /administracao/condominios — the top bar's picker lists the new condominium at once. */
export const useCreateCondominium = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCondominiumBody) => call(E.createCondominium, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: administrationKeys.all }),
        queryClient.invalidateQueries({ queryKey: referencesKeys.all }),
      ]),
  });
};
