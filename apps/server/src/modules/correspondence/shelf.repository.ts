import { SHELF } from '@portaria/shared/correspondence/shelf';
import { addDays } from '@portaria/shared/common/day';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, condominios, correspondencias, unidades } from '../../db/schema/index.ts';
import { dailyCountOf, setCountOf } from '../../platform/lists/daily-counts.ts';
import { inIdOrder, isoTime, jsonText, named, namedRows } from '../../platform/lists/json-rows.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { containsPattern, searchWords } from '../../platform/lists/search.ts';

/** The shelf's filters as the repository reads them, already scoped by the token's condominium. */
export type ShelfFilter = {
  idCondo: number;
  idBloco?: number | undefined;
  categoria?: string | undefined;
  /** Only parcels that arrived before this instant (the 'aguardando há pelo menos N dias' filter)… */
  before?: Date | undefined;
  /** …that is, on or before this São Paulo day (the daily counters' key). */
  lastDay?: string | undefined;
  busca?: string | undefined;
};
/** A position in the oldest-first order: the arrival in µs since 1970 (the column's precision) and the id. */
export type ShelfCursor = { us: string; id: string };

/** At most this many words of a search are matched (each anywhere in the parcel's folded text). */
const MAX_WORDS = 5;
const c = correspondencias;
const p = (name: string) => sql.placeholder(name);

type Shape = { block: boolean; category: boolean; before: boolean; words: number; after: boolean };

const shapeOf = (f: ShelfFilter, after: boolean): Shape => ({
  block: Boolean(f.idBloco),
  category: Boolean(f.categoria),
  before: Boolean(f.before),
  words: Math.min(searchWords(f.busca).length, MAX_WORDS),
  after,
});
const shapeKey = (s: Shape) =>
  `${s.block ? 'b' : ''}${s.category ? 'c' : ''}${s.before ? 'd' : ''}w${s.words}${s.after ? 'k' : ''}`;

/**
 * The literal status matches the partial indexes of pending parcels: the (condominium, arrival, id) btree walked
 * forwards for the page, the trigram index of the folded `busca` column for a search (nothing folded at read time).
 */
const whereOf = (s: Shape, ofUnit?: SQL): SQL => {
  const parts: SQL[] = [eq(c.idCondo, p('idCondo')), sql`${c.status} = 'PENDENTE'`];
  if (ofUnit) parts.push(sql`${c.idUnidade} = ${ofUnit}`);
  else if (s.block)
    parts.push(
      inArray(
        c.idUnidade,
        sql`(select ${unidades.idUnidade} from ${unidades} where ${unidades.idBloco} = ${p('idBloco')})`,
      ),
    );
  if (s.category) parts.push(eq(c.categoria, p('categoria')));
  if (s.before) parts.push(sql`${c.dataChegada} < ${p('before')}::timestamptz`);
  for (let i = 0; i < s.words; i++) parts.push(sql`${c.busca} like ${p(`w${i}`)}`);
  if (s.after)
    parts.push(
      sql`(${c.dataChegada}, ${c.id}) > (timestamptz 'epoch' + ${p('afterUs')}::bigint * interval '1 microsecond', ${p('afterId')}::bigint)`,
    );
  return and(...parts)!;
};

const paramsOf = (f: ShelfFilter, after: ShelfCursor | null) => {
  const words = searchWords(f.busca).slice(0, MAX_WORDS);
  return {
    idCondo: f.idCondo,
    idBloco: f.idBloco,
    categoria: f.categoria,
    before: f.before?.toISOString(),
    firstDayAfter: f.lastDay && addDays(f.lastDay, 1),
    afterUs: after?.us,
    afterId: after?.id,
    ...Object.fromEntries(words.map((w, i) => [`w${i}`, containsPattern(w)])),
  };
};

const shelfColumns = {
  id: c.id,
  dataChegada: c.dataChegada,
  us: sql<string>`(extract(epoch from ${c.dataChegada}) * 1000000)::bigint::text`,
  idUnidade: c.idUnidade,
  unidade: unidades.nome,
  nmBloco: blocos.nome,
  destinatario: c.destinatario,
  categoria: c.categoria,
  tamanho: c.tamanho,
  descricao: c.descricao,
  codigoRastreio: c.codigoRastreio,
  prateleira: c.prateleira,
};

/**
 * A waiting parcel's answer (`shelfItemSchema`) as the database writes it (decision 136): the report's columns
 * without the cursor, the arrival written as `toISOString` writes it (an overridden key keeps its place).
 */
const { us: _cursor, ...itemColumns } = shelfColumns;
const shelfJson = jsonText({ ...itemColumns, dataChegada: isoTime(c.dataChegada) });

/**
 * The total of a shape: without filters the condominium's counter (migration 0035); waiting since a day, that
 * counter less the pending parcels' counters of the days after it (migration 0020: a counter per arrival day and
 * status); both exact. Other filters are counted, stopped at SHELF.countCap + 1 (the screen says 'mais de 1.000'
 * rather than count 50,000 rows; walking 1,001 index entries cost 0.7 ms). The cursor never narrows the total.
 */
const totalOf = (s: Shape) => {
  if (!s.block && !s.category && s.words === 0)
    return s.before
      ? // All waiting, less those that arrived after the day: a few days' counters, not every day since the first.
        sql<number>`coalesce(${setCountOf('correspondencias:PENDENTE', p('idCondo'))}, 0) - ${dailyCountOf('correspondencias:PENDENTE', p('idCondo'), p('firstDayAfter'), null)}`
      : setCountOf('correspondencias:PENDENTE', p('idCondo'));
  const capped = sql`(select 1 from ${c} where ${whereOf({ ...s, after: false })} limit ${SHELF.countCap + 1}) t`;
  return sql<number>`(select count(*) from ${capped})`;
};
const isExactTotal = (s: Shape) => !s.block && !s.category && s.words === 0;

/** The oldest SHELF.countCap + 1 waiting parcels of the filter. */
const oldestOf = (db: Database, where: SQL) =>
  db
    .select({ id: sql<number>`${c.id}`.as('id'), dataChegada: sql<Date>`${c.dataChegada}`.as('data_chegada') })
    .from(c)
    .where(where)
    .orderBy(asc(c.dataChegada), asc(c.id))
    .limit(SHELF.countCap + 1);

/**
 * Those of a block, unit by unit: each unit's oldest on its index (a LIMIT in a lateral cannot be turned into a join),
 * then the oldest of them. The same as `oldestOf`, whose best plan (a unit at a time) PostgreSQL chose only when it
 * planned for the values: its generic plan hashed every waiting parcel of the type (7,500 index entries, 1.1 ms), so
 * the statement was planned again on every execution (0.3 ms). This one keeps its generic plan.
 */
const oldestOfBlock = (db: Database, s: Shape) => {
  const ofUnit = sql`${unidades.idUnidade}`;
  const perUnit = sql`lateral (${oldestOf(db, whereOf(s, ofUnit))}) as ${sql.identifier('da_unidade')}`;
  const fields = {
    id: sql<number>`da_unidade.id`.as('id'),
    dataChegada: sql<Date>`da_unidade.data_chegada`.as('data_chegada'),
  };
  return db
    .select(fields)
    .from(unidades)
    .crossJoin(perUnit)
    .where(eq(unidades.idBloco, p('idBloco')))
    .orderBy(sql`da_unidade.data_chegada`, sql`da_unidade.id`)
    .limit(SHELF.countCap + 1);
};

/**
 * The screen's window (decision 136): its ids (an index walk with its LIMIT), the threshold in days and the total
 * (`totalOf`), one row of the condominium's (so that an empty page still answers). Its parcels are read apart, by
 * id array (`prepareByIds`): joined here, the statement was planned again on every execution (bench:uncached
 * counted 8,542 custom plans and no generic one), planning the joins each time. The window alone is still planned
 * for its values on every execution (its generic plan is estimated dearer), but it is one table: 707 → 1,012 req/s
 * and p99 164 → 124 ms for 'aguardando há N dias'.
 */
const prepareWindow = (db: Database, s: Shape) => {
  const name = `correspondencia_prateleira_janela_${shapeKey(s)}`;
  const window = (ids: SQL, total: SQL) =>
    named({ ids: sql`array(${ids})`, dias: condominios.diasAlertaEncomenda, total });
  if (!isExactTotal(s) && !s.after) {
    // A filtered first page: the oldest SHELF.countCap + 1 matches, walked once (a CTE), give both the page and the
    // capped total; counted apart, the same matches were walked twice (803 index entries for a block and a type).
    const oldest = db.$with('mais_antigas').as(s.block ? oldestOfBlock(db, s) : oldestOf(db, whereOf(s)));
    const pageIds = db
      .select({ id: oldest.id })
      .from(oldest)
      .orderBy(asc(oldest.dataChegada), asc(oldest.id))
      .limit(p('limit'));
    return db
      .with(oldest)
      .select(window(sql`${pageIds}`, sql`(select count(*) from ${oldest})`))
      .from(condominios)
      .where(eq(condominios.idCondo, p('idCondo')))
      .prepare(name);
  }
  const pageIds = db
    .select({ id: c.id })
    .from(c)
    .where(whereOf(s))
    .orderBy(asc(c.dataChegada), asc(c.id))
    .limit(p('limit'));
  return db
    .select(window(sql`${pageIds}`, totalOf(s)))
    .from(condominios)
    .where(eq(condominios.idCondo, p('idCondo')))
    .prepare(name);
};

/** The window's parcels as JSON, each with its cursor, by their ids. */
const prepareByIds = (db: Database) =>
  db
    .select(named({ id: c.id, json: shelfJson, us: shelfColumns.us }))
    .from(c)
    .innerJoin(unidades, eq(unidades.idUnidade, c.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(sql`${c.id} = any(${p('ids')}::int[])`)
    .prepare('correspondencia_prateleira_por_ids');

/** The ids of the page first (an index walk with its LIMIT), then only those rows joined to unit and block. */
const preparePage = (db: Database, s: Shape) => {
  const pageIds = db
    .select({ id: c.id })
    .from(c)
    .where(whereOf(s))
    .orderBy(asc(c.dataChegada), asc(c.id))
    .limit(p('limit'));
  return db
    .select(shelfColumns)
    .from(c)
    .innerJoin(unidades, eq(unidades.idUnidade, c.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(inArray(c.id, pageIds))
    .orderBy(asc(c.dataChegada), asc(c.id))
    .prepare(`correspondencia_prateleira_${shapeKey(s)}`);
};

const prepareExactCount = (db: Database, s: Shape) =>
  db
    .select({ n: count() })
    .from(c)
    .where(whereOf(s))
    .prepare(`correspondencia_prateleira_contagem_${shapeKey(s)}`);

const prepared = <T>(db: Database, kind: string, s: Shape, make: (db: Database, s: Shape) => T): T =>
  preparedOnce(db, `prateleira:${kind}:${shapeKey(s)}`, () => make(db, s));

export type ShelfRow = Awaited<ReturnType<ReturnType<typeof preparePage>['execute']>>[number];

/** Up to `limit` waiting parcels after the cursor, oldest first. */
export const shelfRows = async (
  db: Database,
  f: ShelfFilter,
  after: ShelfCursor | null,
  limit: number,
): Promise<ShelfRow[]> =>
  prepared(db, 'page', shapeOf(f, after !== null), preparePage).execute({ ...paramsOf(f, after), limit });

/** The screen's page (`limit` parcels after the cursor), the threshold and the total. */
export const shelfJsonPage = async (db: Database, f: ShelfFilter, after: ShelfCursor | null, limit: number) => {
  const s = shapeOf(f, after !== null);
  type Window = { ids: number[]; dias: number | null; total: number | string | null };
  const [window] = await namedRows<Window>(prepared(db, 'janela', s, prepareWindow), { ...paramsOf(f, after), limit });
  const ids = window?.ids ?? [];
  const byIds = preparedOnce(db, 'prateleira:por-ids', () => prepareByIds(db));
  const rows = ids.length > 0 ? await namedRows<{ id: number; json: string; us: string }>(byIds, { ids }) : [];
  return {
    isExact: isExactTotal(s),
    rows: inIdOrder(ids, rows),
    diasAlerta: window?.dias ?? SHELF.defaultAlertDays,
    total: Number(window?.total ?? 0),
  };
};

/** Every waiting parcel of the filter (the PDF's page count needs the exact number). */
export const countShelfExact = async (db: Database, f: ShelfFilter): Promise<number> => {
  const [row] = await prepared(db, 'exact', shapeOf(f, false), prepareExactCount).execute(paramsOf(f, null));
  return Number(row?.n ?? 0);
};

/** The condominium's threshold in days (issue 33 item 1; default 7). */
export const findAlertDays = async (db: Database, idCondo: number): Promise<number> => {
  const [row] = await db
    .select({ dias: condominios.diasAlertaEncomenda })
    .from(condominios)
    .where(eq(condominios.idCondo, idCondo));
  return row?.dias ?? SHELF.defaultAlertDays;
};
