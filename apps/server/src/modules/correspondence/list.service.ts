import type { CorrespondenciaPage } from '@portaria/shared/correspondence/correspondence.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findBlock, findUnit, toCorrespondencia, type ListFilter } from './correspondence.repository.ts';
import { countRows, listPage } from './list-queries.repository.ts';
import type { CountCache } from './count-cache.ts';
import { resolvePeriod } from './period.ts';

type Filters = { unidade?: number | undefined; bloco?: number | undefined; status?: 'PENDENTE' | 'RETIRADA' | undefined; dataChegadaFrom?: string | undefined; dataChegadaUntil?: string | undefined };
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

/**
 * Every query is already scoped by the token's condominium, so the unit/block check (404) is only needed when
 * the answer is empty: the busy path (a unit's pending list) saves a query per request.
 */
export const listCorrespondence = async (db: Database, idCondo: number, q: Query, now: Date, counts: CountCache): Promise<CorrespondenciaPage> => {
  const { filter } = toFilter(idCondo, q, now, false);
  const [rows, totalItems] = await Promise.all([listPage(db, filter, q.limit, (q.page - 1) * q.limit), counts.get(idCondo, JSON.stringify(filter), () => countRows(db, filter), Date.now())]);
  if (totalItems === 0 || rows.length === 0) await checkScope(db, idCondo, q);
  return {
    data: rows.map(toCorrespondencia),
    meta: { page: q.page, totalPages: Math.ceil(totalItems / q.limit), totalItems },
  };
};
