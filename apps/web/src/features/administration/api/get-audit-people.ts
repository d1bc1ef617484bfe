import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditEndpoints as E } from '@portaria/shared/administration/audit.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/** GET /administracao/auditoria/pessoas — who appears in the log (the person filter's options), by name. */
export const getAuditPeopleQueryOptions = (idCondo: number, isAll: boolean) =>
  queryOptions({
    queryKey: administrationKeys.of('audit-people', idCondo, isAll),
    queryFn: ({ signal }) => call(E.people, { query: isAll ? { todos: 'true' } : {}, signal }),
  });

export const useAuditPeople = (idCondo: number, isAll: boolean) => useQuery(getAuditPeopleQueryOptions(idCondo, isAll));
