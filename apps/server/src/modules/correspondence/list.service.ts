import { correspondenciaPageSchema, type CorrespondenciaPage } from '@portaria/shared/correspondence/correspondence.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { CorrespondenciaFilters } from '@portaria/shared/correspondence/correspondence.endpoints';
import type { Database } from '../../db/client.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import type { AuthContext } from '../../plugins/require-context.ts';
import { findBlock, findUnit, toCorrespondencia, type ListFilter } from './correspondence.repository.ts';
import { countRows, listPage } from './list-queries.repository.ts';
import { resolvePeriod } from './period.ts';

type Filters = CorrespondenciaFilters;
type Query = Filters & { limit: number; page: number };

/** The query as a filter of the token's condominium (a unit narrows more than a block). */
const toFilter = (idCondo: number, q: Filters, now: Date, periodRequired: boolean) => {
  const period = resolvePeriod(q, now, { required: periodRequired });
  const filter: ListFilter = {
    idCondo,
    idUnidade: q.unidade,
    idBloco: q.unidade ? undefined : q.bloco,
    status: q.status,
    start: period?.start,
    end: period?.end,
  };
  return { filter, period };
};

/** 404 for a unit or block that is not of the token's condominium. */
const checkScope = async (db: Database, idCondo: number, q: Filters) => {
  if (q.unidade && !(await findUnit(db, idCondo, q.unidade))) throw new HttpError(404, M.unitNotFound);
  if (q.bloco && !(await findBlock(db, idCondo, q.bloco))) throw new HttpError(404, M.unitNotFound);
};

/** For the reports: the scope is checked first (a unit or block of another condominium is 404). */
export const buildFilter = async (db: Database, idCondo: number, q: Filters, now: Date, periodRequired: boolean) => {
  await checkScope(db, idCondo, q);
  return toFilter(idCondo, q, now, periodRequired);
};

const TTL_MS = 60_000;

/**
 * Answers of GET /correspondencia, already serialized, and the totals of their filters, keyed by the
 * condominium's data version read with the token (decision 061): a registration or release commits a new version
 * with its rows, so no request is answered from before a write it could see, on any server process. The TTL only
 * bounds what a write made outside the API (by hand in SQL) could leave stale. maxBytes 0 turns the answers off.
 */
export const createListCache = (maxBytes: number) => ({
  pages: createLoadingCache<Buffer>({ maxCost: maxBytes, ttlMs: TTL_MS, costOf: (page) => page.length }),
  // Counting a 90-day period of a large condominium reads ~100,000 index entries; the infinite scroll asks the
  // same total for every page.
  counts: createLoadingCache<number>({ maxCost: 2_000, ttlMs: TTL_MS, costOf: () => 1 }),
});
export type ListCache = ReturnType<typeof createListCache>;

const serializePage = fastSerializerCompiler({ schema: correspondenciaPageSchema }) as (page: CorrespondenciaPage) => string;

/**
 * Every query is already scoped by the token's condominium, so the unit/block check (404) is only needed when
 * the answer is empty: the busy path (a unit's pending list) saves a query per request.
 */
const loadPage = async (db: Database, auth: AuthContext, q: Query, filter: ListFilter, filterKey: string, cache: ListCache): Promise<Buffer> => {
  const countKey = `${auth.dataVersion}|${filterKey}`;
  const [rows, totalItems] = await Promise.all([
    listPage(db, filter, q.limit, (q.page - 1) * q.limit),
    cache.counts.get(countKey, () => countRows(db, filter), Date.now()),
  ]);
  if (totalItems === 0 || rows.length === 0) await checkScope(db, auth.idCondo, q);
  const page: CorrespondenciaPage = {
    data: rows.map(toCorrespondencia),
    meta: { page: q.page, totalPages: Math.ceil(totalItems / q.limit), totalItems },
  };
  return Buffer.from(serializePage(page));
};

/** The page as JSON bytes (the route sends them as they are). */
export const listCorrespondence = async (db: Database, auth: AuthContext, q: Query, now: Date, cache: ListCache): Promise<Buffer> => {
  const { filter } = toFilter(auth.idCondo, q, now, false);
  // The filter holds the token's condominium and the resolved period (the default 90 days move with the clock).
  const filterKey = JSON.stringify(filter);
  const key = `${auth.dataVersion}|${filterKey}|${q.limit}|${q.page}`;
  return cache.pages.get(key, () => loadPage(db, auth, q, filter, filterKey, cache), Date.now());
};
