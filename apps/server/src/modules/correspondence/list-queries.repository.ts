import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, correspondencias, retiradas, unidades } from '../../db/schema/index.ts';
import { CORRESPONDENCIA_STATUS } from '@portaria/shared/correspondence/correspondence.constants';
import { addDays, dayStart, todayIn } from '@portaria/shared/common/day';
import { dailyCount } from '../../platform/lists/daily-counts.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { rowColumns, type ListFilter, type Row } from './correspondence.repository.ts';

/** The São Paulo days [from, until] of a period made of whole days, or null when it is not. */
export const wholeDaysOf = (start: Date | undefined, end: Date | undefined) => {
  if (!start || !end) return null;
  const from = todayIn(start);
  const until = addDays(todayIn(end), -1);
  const whole = dayStart(from).getTime() === start.getTime() && dayStart(addDays(until, 1)).getTime() === end.getTime();
  return whole && from <= until ? { from, until } : null;
};

const c = correspondencias;
const p = (name: string) => sql.placeholder(name);

/**
 * The lists and reports run as prepared statements, one per filter SHAPE (which optional filters are present:
 * at most a few dozen), with the values bound as parameters. Building a drizzle query costs ~0.3 ms of CPU per
 * request and PostgreSQL re-plans unnamed statements; a prepared one is built once per process and parsed
 * once per connection.
 */
export type Shape = {
  unit: boolean;
  block: boolean;
  status: ListFilter['status'];
  start: boolean;
  end: boolean;
  after: boolean;
};

export const shapeOf = (f: ListFilter, after: boolean): Shape => ({
  unit: Boolean(f.idUnidade),
  block: !f.idUnidade && Boolean(f.idBloco),
  status: f.status,
  start: Boolean(f.start),
  end: Boolean(f.end),
  after,
});
export const shapeKey = (s: Shape) =>
  `${s.unit ? 'u' : ''}${s.block ? 'b' : ''}${s.status ? s.status[0] : ''}${s.start ? 's' : ''}${s.end ? 'e' : ''}${s.after ? 'k' : ''}`;

export const whereOf = (s: Shape): SQL => {
  const parts: SQL[] = [eq(c.idCondo, p('idCondo'))];
  if (s.unit) parts.push(eq(c.idUnidade, p('idUnidade')));
  if (s.block)
    parts.push(
      inArray(
        c.idUnidade,
        sql`(select ${unidades.idUnidade} from ${unidades} where ${unidades.idBloco} = ${p('idBloco')})`,
      ),
    );
  // The literal matches the partial index of pending parcels.
  if (s.status === 'PENDENTE') parts.push(sql`${c.status} = 'PENDENTE'`);
  if (s.status === 'RETIRADA') parts.push(sql`${c.status} = 'RETIRADA'`);
  if (s.start) parts.push(gte(c.dataChegada, p('start')));
  if (s.end) parts.push(lt(c.dataChegada, p('end')));
  // A row comparison, so the keyset is an index condition: an OR of both columns was a filter that re-read every
  // earlier row of the period on each batch (the export slowed down as it went).
  if (s.after) parts.push(sql`(${c.dataChegada}, ${c.id}) < (${p('afterAt')}::timestamptz, ${p('afterId')}::bigint)`);
  return and(...parts)!;
};

type After = { dataChegada: Date; id: number } | null;

// Dates travel as ISO text: the same on node-postgres and PGlite, cast by PostgreSQL to the column's type.
export const paramsOf = (f: ListFilter, after: After) => ({
  idCondo: f.idCondo,
  idUnidade: f.idUnidade,
  idBloco: f.idBloco,
  start: f.start?.toISOString(),
  end: f.end?.toISOString(),
  afterAt: after?.dataChegada.toISOString(),
  afterId: after?.id,
});

/** A page's ids, newest first, alone: the (…, data_chegada desc, id desc) index walked with its LIMIT and OFFSET. */
export const pageIdsOf = (db: Database, s: Shape) =>
  db
    .select({ id: c.id })
    .from(c)
    .where(whereOf(s))
    .orderBy(desc(c.dataChegada), desc(c.id))
    .limit(p('limit'))
    .offset(p('offset'));

/**
 * The ids of the page are chosen first, alone, walking the (…, data_chegada desc, id desc) index with its LIMIT
 * (an index-only scan); only those rows are read and joined to unit, block and pickup. (Joined in one flat
 * query, the planner sorts the whole period: 75 ms instead of 1 ms for 100,000 rows.) The outer select names
 * the tables' own columns, not a subquery's aliases: drizzle maps those rows several times faster.
 */
const preparePage = (db: Database, s: Shape) =>
  db
    .select(rowColumns)
    .from(c)
    .innerJoin(unidades, eq(unidades.idUnidade, c.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(retiradas, eq(retiradas.id, c.idRetirada))
    .where(inArray(c.id, pageIdsOf(db, s)))
    .orderBy(desc(c.dataChegada), desc(c.id))
    .prepare(`correspondencia_page_${shapeKey(s)}`);

const prepareCount = (db: Database, s: Shape) =>
  db
    .select({ n: count() })
    .from(c)
    .where(whereOf(s))
    .prepare(`correspondencia_count_${shapeKey(s)}`);

export const prepared = <T>(db: Database, kind: string, s: Shape, make: (db: Database, s: Shape) => T): T =>
  preparedOnce(db, `${kind}:${shapeKey(s)}`, () => make(db, s));

/**
 * The total of a filter. A period of whole São Paulo days over the whole condominium (the history without a unit
 * or block) is the sum of its days' counters, kept by the parcels' trigger (platform/lists/daily-counts.ts,
 * decision 114); a unit's or block's period counts its own index range.
 */
export const countRows = async (db: Database, f: ListFilter): Promise<number> => {
  const days = f.idUnidade || f.idBloco ? null : wholeDaysOf(f.start, f.end);
  if (days) {
    const series = (f.status ? [f.status] : CORRESPONDENCIA_STATUS).map((s) => `correspondencias:${s}` as const);
    return dailyCount(db, series, f.idCondo, days.from, days.until);
  }
  const [row] = await prepared(db, 'count', shapeOf(f, false), prepareCount).execute(paramsOf(f, null));
  return Number(row?.n ?? 0);
};

/** Keyset batch for the streamed reports: rows strictly older than `after` in (dataChegada, id) order. */
export const listBatch = async (db: Database, f: ListFilter, after: After, limit: number): Promise<Row[]> =>
  prepared(db, 'page', shapeOf(f, after !== null), preparePage).execute({ ...paramsOf(f, after), limit, offset: 0 });
