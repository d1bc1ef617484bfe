import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instruction } from '@portaria/shared/desk/instructions.schemas';
import { deskEndpoints } from '@portaria/shared/desk/desk.endpoints';
import { call } from './endpoint-client';
import { createQueryKeys } from './query-keys';

/** The standing instructions every flow shows once its unit is chosen (issue 32 item 3). */
export const unitInstructionsKeys = createQueryKeys('unit-instructions');

/** GET /portaria/unidades/{idUnidade}/instrucoes/vigentes — in force today or starting later. */
export const getUnitInstructions = async (idUnidade: number, signal?: AbortSignal): Promise<Instruction[]> =>
  (await call(deskEndpoints.unitInstructions, { params: { idUnidade }, signal })).data;

export const getUnitInstructionsQueryOptions = (idUnidade: number) =>
  queryOptions({
    queryKey: unitInstructionsKeys.of('shown', idUnidade),
    queryFn: ({ signal }) => getUnitInstructions(idUnidade, signal),
    // Written rarely, read at every unit chosen: a minute old is fresh enough; the desk's own changes refetch it.
    staleTime: 60_000,
  });

export const useUnitInstructions = (idUnidade: number | null) =>
  useQuery({ ...getUnitInstructionsQueryOptions(idUnidade ?? 0), enabled: idUnidade !== null });
