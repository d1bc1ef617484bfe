import type { AreaBody } from '@portaria/shared/administration/areas.schemas';
import { areaAdminEndpoints as E } from '@portaria/shared/administration/areas.endpoints';
import { call } from '../../../lib/endpoint-client';
import { useAreasMutation } from './areas-mutation';

/** PUT /administracao/areas/{idArea} */
export const useUpdateArea = () =>
  useAreasMutation(({ idArea, body }: { idArea: number; body: AreaBody }) =>
    call(E.update, { params: { idArea }, body }),
  );
