import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkUnitsBody } from '@portaria/shared/administration/administration.schemas';
import { administrationEndpoints as E } from '@portaria/shared/administration/administration.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/**
 * The block and unit writes: POST /administracao/blocos, PUT /administracao/blocos/{idBloco},
 * POST /administracao/blocos/{idBloco}/unidades, PUT /administracao/unidades/{idUnidade}. Each refreshes the list.
 */
const useBlocksMutation = <V, R>(mutationFn: (values: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.all }),
  });
};

export const useCreateBlock = () => useBlocksMutation((nome: string) => call(E.createBlock, { body: { nome } }));

export const useRenameBlock = () =>
  useBlocksMutation(({ idBloco, nome }: { idBloco: number; nome: string }) =>
    call(E.renameBlock, { params: { idBloco }, body: { nome } }),
  );

export const useCreateUnits = () =>
  useBlocksMutation(({ idBloco, body }: { idBloco: number; body: BulkUnitsBody }) =>
    call(E.createUnits, { params: { idBloco }, body }),
  );

export const useUpdateUnit = () =>
  useBlocksMutation(({ idUnidade, nome, ativa }: { idUnidade: number; nome: string; ativa: boolean }) =>
    call(E.updateUnit, { params: { idUnidade }, body: { nome, ativa } }),
  );
