import { queryOptions, useQuery } from '@tanstack/react-query';
import { areaAdminEndpoints as E } from '@portaria/shared/administration/areas.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/** GET /administracao/mudancas/regras — the rules, or the defaults (id null) when never saved. */
export const getMoveRulesQueryOptions = (idCondo: number) =>
  queryOptions({
    queryKey: administrationKeys.of('move-rules', idCondo),
    queryFn: ({ signal }) => call(E.moveRules, { signal }),
  });

export const useMoveRules = (idCondo: number) => useQuery(getMoveRulesQueryOptions(idCondo));
