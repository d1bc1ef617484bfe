import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInstruction, Instruction } from '@portaria/shared/desk/instructions.schemas';
import { instructionEndpoints } from '@portaria/shared/desk/instructions.endpoints';
import { call } from '../../../lib/endpoint-client';
import { unitPageKey } from './desk-keys';
import { unitInstructionsKeys } from '../../../lib/get-unit-instructions';

/** POST /portaria/unidades/{idUnidade}/instrucoes */
export const createInstruction = (idUnidade: number, body: CreateInstruction): Promise<Instruction> =>
  call(instructionEndpoints.create, { params: { idUnidade }, body });

/** POST /portaria/instrucoes/{id}/encerrar */
export const endInstruction = (id: number): Promise<Instruction> => call(instructionEndpoints.end, { params: { id } });

/** Both change what the unit page shows: it loads again. */
export const useCreateInstruction = (idUnidade: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInstruction) => createInstruction(idUnidade, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitPageKey(idUnidade) }),
        queryClient.invalidateQueries({ queryKey: unitInstructionsKeys.all }),
      ]),
  });
};

export const useEndInstruction = (idUnidade: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endInstruction,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitPageKey(idUnidade) }),
        queryClient.invalidateQueries({ queryKey: unitInstructionsKeys.all }),
      ]),
  });
};
