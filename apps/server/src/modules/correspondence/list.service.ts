import type { CorrespondenciaPage } from '@portaria/shared/correspondence/correspondence.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { countRows, findBlock, findUnit, listPage, toCorrespondencia, type ListFilter } from './correspondence.repository.ts';
import { resolvePeriod } from './period.ts';

type Filters = { unidade?: number | undefined; bloco?: number | undefined; status?: 'PENDENTE' | 'RETIRADA' | undefined; dataChegadaFrom?: string | undefined; dataChegadaUntil?: string | undefined };
type Query = Filters & { limit: number; page: number };

/** Turns the query into a filter of the token's condominium: a unit or block of another one is 404. */
export const buildFilter = async (db: Database, idCondo: number, q: Filters, now: Date, periodRequired: boolean) => {
  if (q.unidade && !(await findUnit(db, idCondo, q.unidade))) throw new HttpError(404, M.unitNotFound);
  if (q.bloco && !(await findBlock(db, idCondo, q.bloco))) throw new HttpError(404, M.unitNotFound);
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

export const listCorrespondence = async (db: Database, idCondo: number, q: Query, now: Date): Promise<CorrespondenciaPage> => {
  const { filter } = await buildFilter(db, idCondo, q, now, false);
  const [rows, totalItems] = await Promise.all([listPage(db, filter, q.limit, (q.page - 1) * q.limit), countRows(db, filter)]);
  return {
    data: rows.map(toCorrespondencia),
    meta: { page: q.page, totalPages: Math.ceil(totalItems / q.limit), totalItems },
  };
};
