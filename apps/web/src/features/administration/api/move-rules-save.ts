import type { MoveRulesBody } from '@portaria/shared/administration/areas.schemas';
import { areaAdminEndpoints as E } from '@portaria/shared/administration/areas.endpoints';
import { call } from '../../../lib/endpoint-client';
import { useAreasMutation } from './areas-mutation';

/** PUT /administracao/mudancas/regras */
export const useSaveMoveRules = () => useAreasMutation((body: MoveRulesBody) => call(E.saveMoveRules, { body }));
