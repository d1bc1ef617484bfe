import type { AreaBody } from '@portaria/shared/administration/areas.schemas';
import { areaAdminEndpoints as E } from '@portaria/shared/administration/areas.endpoints';
import { call } from '../../../lib/endpoint-client';
import { useAreasMutation } from './areas-mutation';

/** POST /administracao/areas */
export const useCreateArea = () => useAreasMutation((body: AreaBody) => call(E.create, { body }));
