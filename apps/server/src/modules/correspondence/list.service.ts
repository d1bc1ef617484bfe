import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { CorrespondenciaFilters } from '@portaria/shared/correspondence/correspondence.endpoints';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { cachedCount, cachedList } from '../../platform/lists/cached-list.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { paginateCounted } from '../../platform/lists/paginate.ts';
import { findBlockInCondo, findUnitInCondo } from '../condominium/units.repository.ts';
import type { ListFilter } from './correspondence.repository.ts';
import { countRows } from './list-queries.repository.ts';
import { historyPageJson } from './list-page.repository.ts';
import { pageJson } from '../../platform/lists/json-rows.ts';
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
  if (q.unidade && !(await findUnitInCondo(db, idCondo, q.unidade))) throw new HttpError(404, M.unitNotFound);
  if (q.bloco && !(await findBlockInCondo(db, idCondo, q.bloco))) throw new HttpError(404, M.unitNotFound);
};

/** For the reports: the scope is checked first (a unit or block of another condominium is 404). */
export const buildFilter = async (db: Database, idCondo: number, q: Filters, now: Date, periodRequired: boolean) => {
  await checkScope(db, idCondo, q);
  return toFilter(idCondo, q, now, periodRequired);
};

/**
 * Every query is already scoped by the token's condominium, so the unit/block check (404) is only needed when
 * the answer is empty: the busy path (a unit's pending list) saves a query per request. The page's statement reads
 * its total where a counter or a unit's index range gives it (`historyPageJson`); otherwise (a block, the whole
 * history without a period, a page past the end) it is counted once per filter and data version, in the same
 * process-wide cache as the pages: the infinite scroll asks the same total for every page.
 */
const loadPage = async (
  deps: Pick<ModuleDeps, 'db' | 'listCache'>,
  idCondo: number,
  q: Query,
  filter: ListFilter,
  version: number,
) => {
  const { db, listCache } = deps;
  const countKey = `correspondencia|${idCondo}|${version}|count|${JSON.stringify(filter)}`;
  const page = await paginateCounted(
    q,
    (window) => historyPageJson(db, filter, window),
    () => cachedCount(listCache, countKey, () => countRows(db, filter)),
  );
  if (page.data.length === 0) await checkScope(db, idCondo, q);
  return pageJson(page.data, page.meta);
};

/**
 * GET /correspondencia as JSON bytes (the route sends them as they are), from the list cache while the
 * condominium's correspondence version has not moved (decision 061): a registration or release commits a new
 * version with its rows, so no request is answered from before a write it could see, on any server process.
 */
export const listCorrespondence = async (
  deps: Pick<ModuleDeps, 'db' | 'listCache'>,
  idCondo: number,
  q: Query,
  now: Date,
): Promise<Buffer> => {
  const { filter } = toFilter(idCondo, q, now, false);
  return cachedList(deps.db, deps.listCache, {
    area: 'correspondencia',
    idCondo,
    // The filter holds the resolved period (the default 90 days move with the clock).
    key: `${JSON.stringify(filter)}|${q.limit}|${q.page}`,
    // Each parcel written as JSON by the database (decision 136): the page is its text.
    load: (version) => loadPage(deps, idCondo, q, filter, version),
    serialize: (json) => json,
  });
};
