import type { CreateBlock } from '@portaria/shared/administration/areas.schemas';
import { areaAdminEndpoints as E } from '@portaria/shared/administration/areas.endpoints';
import { call } from '../../../lib/endpoint-client';
import { useAreasMutation } from './areas-mutation';

/** POST /administracao/areas/{idArea}/bloqueios — cancels the confirmed reservations and tells their residents. */
export const useBlockArea = () =>
  useAreasMutation(({ idArea, body }: { idArea: number; body: CreateBlock }) =>
    call(E.block, { params: { idArea }, body }),
  );
