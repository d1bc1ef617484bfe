import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditEndpoints as E } from '@portaria/shared/administration/audit.endpoints';
import type { AuditFilterInput, AuditWindow } from '@portaria/shared/administration/audit.schemas';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/** The filter as the screen holds it: empty fields left out of the query. */
export type AuditLogFilter = Omit<AuditFilterInput, 'todos'> & { todos?: boolean | undefined };

const queryOf = (filter: AuditLogFilter) => ({
  ...(filter.dataDe ? { dataDe: filter.dataDe } : {}),
  ...(filter.dataAte ? { dataAte: filter.dataAte } : {}),
  ...(filter.idUsuario ? { idUsuario: filter.idUsuario } : {}),
  ...(filter.entidade ? { entidade: filter.entidade } : {}),
  ...(filter.acao ? { acao: filter.acao } : {}),
  ...(filter.todos ? { todos: 'true' as const } : {}),
});

/**
 * GET /administracao/auditoria — windows of 50, newest first, the next one after `proximo` (decision 118). Read
 * again whenever the panel opens: every change of the condominium adds an entry.
 */
export const getAuditLogQueryOptions = (idCondo: number, filter: AuditLogFilter) =>
  infiniteQueryOptions({
    queryKey: administrationKeys.of('audit', idCondo, queryOf(filter)),
    queryFn: ({ pageParam, signal }) =>
      call(E.list, { query: { ...queryOf(filter), ...(pageParam ? { apos: pageParam } : {}) }, signal }),
    initialPageParam: '',
    getNextPageParam: (last: AuditWindow) => last.proximo ?? undefined,
    staleTime: 0,
  });

export const useAuditLog = (idCondo: number, filter: AuditLogFilter) =>
  useInfiniteQuery({
    ...getAuditLogQueryOptions(idCondo, filter),
    // A new filter keeps the list on screen until its answer comes.
    placeholderData: (previous) => previous,
  });

/** The query string of the filter, for the CSV export. */
export const auditQueryOf = queryOf;
