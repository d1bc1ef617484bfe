import { areaAdminEndpoints as E } from '@portaria/shared/administration/areas.endpoints';
import { call } from '../../../lib/endpoint-client';
import { useAreasMutation } from './areas-mutation';

/** POST /administracao/areas/{idArea}/reativar */
export const useReactivateArea = () => useAreasMutation((idArea: number) => call(E.reactivate, { params: { idArea } }));
