import { areaAdminEndpoints as E } from '@portaria/shared/administration/areas.endpoints';
import { call } from '../../../lib/endpoint-client';
import { useAreasMutation } from './areas-mutation';

/** POST /administracao/areas/{idArea}/desativar — refused (409) while the area has reservations to come. */
export const useDeactivateArea = () => useAreasMutation((idArea: number) => call(E.deactivate, { params: { idArea } }));
