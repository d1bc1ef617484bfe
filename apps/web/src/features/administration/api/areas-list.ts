import { queryOptions, useQuery } from '@tanstack/react-query';
import { areaAdminEndpoints as E } from '@portaria/shared/administration/areas.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/** GET /administracao/areas — every common area of the condominium, the deactivated ones too. */
export const getAdminAreasQueryOptions = (idCondo: number) =>
  queryOptions({
    queryKey: administrationKeys.of('areas', idCondo),
    queryFn: ({ signal }) => call(E.list, { signal }),
  });

export const useAdminAreas = (idCondo: number) => useQuery(getAdminAreasQueryOptions(idCondo));
