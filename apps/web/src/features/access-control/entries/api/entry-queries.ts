import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entryEndpoints } from '@portaria/shared/access-control/visitors.endpoints';
import { VISITOR_LIMITS, type EntryType } from '@portaria/shared/access-control/visitors.rules';
import { VISITOR_MESSAGES } from '@portaria/shared/access-control/visitors.messages';
import type { EntryCard, VisitReportFilters } from '@portaria/shared/access-control/visitors.schemas';
import { callBlob, call } from '../../../../lib/endpoint-client';
import { pagedQueryOptions } from '../../../../lib/paged-query';
import { visitorKeys } from '../../visitors/api/visitor-keys';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { currentOwner, sendOrQueue } from '../../../../lib/offline/offline-store';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';

import type { EntryFilters } from './entry-filters';
import { afterNewVisitor, isUnsentCard, useWithQueuedVisitors } from './queued-visitors';

const flag = (v: '' | 'S' | 'N') => (v === '' ? undefined : v === 'S' ? ('true' as const) : ('false' as const));

/** Filters apply only when set (spec 02 §4). */
const queryOf = (page: number, day: string, f: EntryFilters) => ({
  page,
  limit: VISITOR_LIMITS.pageSize,
  dataReferencia: day,
  curinga: f.curinga || undefined,
  idsBlocos: f.idsBlocos.length ? f.idsBlocos.join(',') : undefined,
  idsUnidades: f.idsUnidades.length ? f.idsUnidades.join(',') : undefined,
  entradaMarcada: flag(f.entradaMarcada),
  saidaMarcada: flag(f.saidaMarcada),
  tipoAutorizacao: f.tipoAutorizacao || undefined,
});

/**
 * GET /controleacesso/autorizarconvidado/logentrada — the cards of one São Paulo day, 50 per page; first, the new
 * visitors registered offline on that day and not sent yet (issue 35).
 */
export const useEntries = (day: string, filters: EntryFilters) =>
  useInfiniteQuery({
    ...pagedQueryOptions(visitorKeys.of('entries', day, filters), (page, signal) =>
      call(entryEndpoints.day, { query: queryOf(page, day, filters), signal }),
    ),
    placeholderData: keepPreviousData,
    select: useWithQueuedVisitors(day, filters),
  });

/**
 * GET .../logentrada/abertas?antesDe=today — visits left open on earlier days, oldest first, with the screen's search
 * and place filters. None can match 'entry not registered' or 'exit registered'.
 */
export const useOpenVisits = (today: string, f: EntryFilters) =>
  useInfiniteQuery({
    ...pagedQueryOptions(visitorKeys.of('open', today, f), (page, signal) => {
      const { curinga, idsBlocos, idsUnidades, tipoAutorizacao } = queryOf(page, today, f);
      return call(entryEndpoints.open, {
        query: {
          page,
          limit: VISITOR_LIMITS.pageSize,
          antesDe: today,
          curinga,
          idsBlocos,
          idsUnidades,
          tipoAutorizacao,
        },
        signal,
      });
    }),
    enabled: f.entradaMarcada !== 'N' && f.saidaMarcada !== 'S',
    placeholderData: keepPreviousData,
  });

/** The dashboard's `Dentro agora` (issue 32 item 6) looks again this often for visits other desks opened or closed. */
const INSIDE_NOW_REFRESH_MS = 60_000;

/** GET .../logentrada/abertas — every visit still open, of any day, longest inside first: the dashboard's board. */
export const useInsideNow = (isEnabled: boolean) =>
  useInfiniteQuery({
    ...pagedQueryOptions(visitorKeys.of('insideNow'), (page, signal) =>
      call(entryEndpoints.open, { query: { page, limit: VISITOR_LIMITS.pageSize }, signal }),
    ),
    enabled: isEnabled,
    refetchInterval: INSIDE_NOW_REFRESH_MS,
  });

/** The open visit of the person behind a visitor-unit (any day, any of their units), or null: they are not inside. */
export const usePersonInside = (idVisitanteUnidade: number | null) =>
  useQuery({
    queryKey: visitorKeys.of('inside', idVisitanteUnidade),
    queryFn: async ({ signal }) => {
      const page = await call(entryEndpoints.open, {
        query: { idVisitanteUnidade: idVisitanteUnidade ?? 0, page: 1, limit: 1 },
        signal,
      });
      return page.data[0] ?? null;
    },
    enabled: idVisitanteUnidade !== null,
    staleTime: 0,
  });

/** `idLogEntrada` names the visit an exit closes (an open card of any day). */
export type LogRequest = {
  tipo: EntryType;
  idAutorizacao: number | null;
  idVisitanteUnidade: number;
  idLogEntrada?: number | null;
  data: string;
};

/** The visitor's name, for the queued record's line in the pendências; the card, for one not sent yet. */
export type LogAction = LogRequest & { nome?: string; card?: EntryCard };

/** An exit on the card of a new visitor registered offline goes after its registration, with the ids it answers. */
const afterOf = (card: EntryCard | undefined) => {
  if (!card || !isUnsentCard(card)) return undefined;
  const after = afterNewVisitor(card);
  if (!after) throw new Error(OFFLINE_MESSAGES.justSent);
  return after;
};

/**
 * POST /controleacesso/logentrada (ENTRADA or SAIDA), offline-capable (issue 35): with no network it is kept in the
 * desk's queue with its key and moment, and answers `isQueued` so the dialog says it waits to be sent.
 */
export const useRegisterLog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too (react-query would hold it until the network returns): it is kept in the queue then.
    networkMode: 'always',
    mutationFn: async ({ nome, card, ...body }: LogAction) => {
      const after = afterOf(card);
      const outcome = await sendOrQueue({
        key: newIdempotencyKey(),
        owner: currentOwner() ?? '',
        kind: body.tipo === 'ENTRADA' ? 'entrada' : 'saida',
        momento: new Date().toISOString(),
        label: fill(body.tipo === 'ENTRADA' ? OFFLINE_MESSAGES.labelEntry : OFFLINE_MESSAGES.labelExit, {
          nome: nome ?? '',
        }),
        request: { method: entryEndpoints.register.method, path: entryEndpoints.register.path, body, after },
        meta: { idVisitanteUnidade: body.idVisitanteUnidade, idAutorizacao: body.idAutorizacao, tipo: body.tipo },
      });
      return { isQueued: outcome.isQueued };
    },
    onSuccess: ({ isQueued }) => (isQueued ? undefined : queryClient.invalidateQueries({ queryKey: visitorKeys.all })),
  });
};

export const useQuickEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idVisitanteUnidade: number) => call(entryEndpoints.quickEntry, { query: { idVisitanteUnidade } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorKeys.all }),
  });
};

/** GET .../logentrada/filtrado — the report's rows for a period (mandatory, ≤ 90 days), 50 per page. */
export const useReportRows = (filters: VisitReportFilters | null) =>
  useInfiniteQuery({
    ...pagedQueryOptions(visitorKeys.of('report', filters), (page, signal) =>
      call(entryEndpoints.report, {
        query: { ...wireFilters(filters!), page, limit: VISITOR_LIMITS.pageSize },
        signal,
      }),
    ),
    enabled: filters !== null,
  });

const wireFilters = (f: VisitReportFilters) => ({
  dataDe: f.dataDe,
  dataAte: f.dataAte,
  idUnidade: f.idUnidade,
  idBloco: f.idBloco,
  tipoVisitante: f.tipoVisitante,
  saidaMarcada: f.saidaMarcada === undefined ? undefined : f.saidaMarcada ? ('true' as const) : ('false' as const),
});

/** GET .../logentrada/relatorio?tipo=PDF|CSV with the report's filters. */
export const fetchReportFile = (tipo: 'PDF' | 'CSV', filters: VisitReportFilters) =>
  callBlob(entryEndpoints.reportFile, { query: { tipo, ...wireFilters(filters) } });

/** The name to save under when the server gives none. */
export const reportFallbackName = (tipo: 'PDF' | 'CSV') => `${VISITOR_MESSAGES.reportFileName}.${tipo.toLowerCase()}`;
