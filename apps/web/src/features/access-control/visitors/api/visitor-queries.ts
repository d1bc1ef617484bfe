import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { visitorEndpoints } from '@portaria/shared/access-control/visitors.endpoints';
import { VISITOR_LIMITS, type DocumentType } from '@portaria/shared/access-control/visitors.rules';
import { call } from '../../../../lib/endpoint-client';
import { pagedQueryOptions } from '../../../../lib/paged-query';
import type { VisitorKind } from '../utils/visitor-kind';
import { visitorKeys } from './visitor-keys';

export type VisitorFilters = {
  curinga: string;
  idBloco: number | null;
  idUnidade: number | null;
  tipoVisitante: VisitorKind | null;
};
export const NO_VISITOR_FILTERS: VisitorFilters = { curinga: '', idBloco: null, idUnidade: null, tipoVisitante: null };

/** Filters apply only when set (spec 02 §4). */
const queryOf = (page: number, f: VisitorFilters) => ({
  page,
  limit: VISITOR_LIMITS.pageSize,
  curinga: f.curinga || undefined,
  idBloco: f.idBloco ?? undefined,
  idUnidade: f.idUnidade ?? undefined,
  tipoVisitante: f.tipoVisitante ?? undefined,
});

/** GET /controleacesso/visitanteunidade — 50 per page; a filter change is a new key (page 1). */
export const getVisitorsQueryOptions = (filters: VisitorFilters) =>
  pagedQueryOptions(visitorKeys.of('list', filters), (page, signal) =>
    call(visitorEndpoints.list, { query: queryOf(page, filters), signal }),
  );

export const useVisitors = (filters: VisitorFilters) =>
  useInfiniteQuery({ ...getVisitorsQueryOptions(filters), placeholderData: keepPreviousData });

/** One record: the same call with idVisitanteUnidade (the first item is the record). */
export const getVisitorQueryOptions = (idVisitanteUnidade: number) =>
  queryOptions({
    queryKey: visitorKeys.of('one', idVisitanteUnidade),
    queryFn: async ({ signal }) => {
      const page = await call(visitorEndpoints.list, { query: { idVisitanteUnidade, page: 1, limit: 1 }, signal });
      const record = page.data[0];
      if (!record) throw new Error('visitante não encontrado');
      return record;
    },
  });

export const useVisitor = (id: number | null) => useQuery({ ...getVisitorQueryOptions(id ?? 0), enabled: id !== null });

/** GET /controleacesso/autorizarconvidado/agrupada/{idVisitanteUnidade} — {ativas, vencidas}. */
export const useSchedules = (id: number | null) =>
  useQuery({
    queryKey: visitorKeys.of('schedules', id),
    queryFn: ({ signal }) => call(visitorEndpoints.grouped, { params: { idVisitanteUnidade: id ?? 0 }, signal }),
    enabled: id !== null,
  });

export type DocumentLookup = { tipoDocumento: DocumentType; numeroDocumento: string; idUnidade: number | null };

/** GET /controleacesso/visitanteunidade/documento — the record of the unit and the person, or nulls. */
export const useDocumentLookup = (lookup: DocumentLookup | null) =>
  useQuery({
    queryKey: visitorKeys.of('document', lookup),
    queryFn: ({ signal }) =>
      call(visitorEndpoints.byDocument, {
        query: {
          tipoDocumento: lookup!.tipoDocumento,
          numeroDocumento: lookup!.numeroDocumento,
          idUnidade: lookup!.idUnidade ?? undefined,
        },
        signal,
      }),
    enabled: lookup !== null,
    staleTime: 0,
  });
