import { queryOptions, useQuery } from '@tanstack/react-query';
import { administrationEndpoints as E } from '@portaria/shared/administration/administration.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/** GET /administracao/condominio — the token's condominium as the console edits it. */
export const getCondominiumSettingsQueryOptions = (idCondo: number) =>
  queryOptions({
    queryKey: administrationKeys.of('condominium', idCondo),
    queryFn: ({ signal }) => call(E.getCondominium, { signal }),
  });

export const useCondominiumSettings = (idCondo: number) => useQuery(getCondominiumSettingsQueryOptions(idCondo));
