import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffEndpoints as E } from '@portaria/shared/administration/staff.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/** GET /administracao/equipe — the condominium's staff with role, status, account and permissions. */
export const getStaffQueryOptions = (idCondo: number) =>
  queryOptions({
    queryKey: administrationKeys.of('staff', idCondo),
    queryFn: ({ signal }) => call(E.list, { signal }),
  });

export const useStaff = (idCondo: number) => useQuery(getStaffQueryOptions(idCondo));
