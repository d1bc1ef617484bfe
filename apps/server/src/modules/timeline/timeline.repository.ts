import { addDays, dayStart } from '@portaria/shared/common/day';
import type { Activity } from '@portaria/shared/timeline/timeline.schemas';
import { and, desc, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, timelineEvents, unidades } from '../../db/schema/index.ts';
import { containsPattern, storedContains } from '../../platform/lists/search.ts';
import { foldText } from '@portaria/shared/text';
import { jsonText, listJson, localTime, named, namedRows } from '../../platform/lists/json-rows.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { unitsNaming } from '../condominium/units-naming.ts';

/** The most events one day answers; a busy gatehouse has a few hundred. */
export const TIMELINE_DAY_MAX = 5000;

const e = timelineEvents;
const p = (name: string) => sql.placeholder(name);

/**
 * One event as the spec's object (`activitySchema`, its keys in order), written by the database: the one writer of the
 * whole day and of the windows, so both answers carry the same bytes for the same event.
 */
const eventJson = (c: Record<keyof Activity, SQLWrapper>) =>
  jsonText({
    atividade: c.atividade,
    dtInicio: localTime(c.dtInicio),
    dtFim: localTime(c.dtFim),
    nmBloco: c.nmBloco,
    nmPessoa: c.nmPessoa,
    nmUnidade: c.nmUnidade,
  });

/**
 * One São Paulo day of a condominium's timeline, newest first, with the unit's current block and name: the spec's
 * answer (`timelineSchema`) written whole by the database (decision 136), one text. Built in JS, a busy day of 5,000
 * events cost the server 14.6 ms of CPU per request (drizzle's mapping, a `Date` and `localDateTime` per time, the
 * serializer); `localTime` writes what `localDateTime` writes.
 */
const prepareDay = (db: Database) => {
  const day = db
    .select({
      json: sql`${eventJson({
        atividade: e.atividade,
        dtInicio: e.dtInicio,
        dtFim: e.dtFim,
        nmBloco: blocos.nome,
        nmPessoa: e.nmPessoa,
        nmUnidade: unidades.nome,
      })}`.as('json'),
      dtInicio: e.dtInicio,
      id: e.id,
    })
    .from(e)
    .leftJoin(unidades, eq(unidades.idUnidade, e.idUnidade))
    .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(
      and(
        eq(e.idCondo, p('idCondo')),
        gte(e.dtInicio, sql`${p('from')}::timestamptz`),
        lt(e.dtInicio, sql`${p('until')}::timestamptz`),
      ),
    )
    .orderBy(desc(e.dtInicio), desc(e.id))
    .limit(TIMELINE_DAY_MAX)
    .as('dia');
  return db
    .select(
      named({
        json: sql<string>`'[' || coalesce(string_agg(${day.json}, ',' order by ${day.dtInicio} desc, ${day.id} desc), '') || ']'`,
      }),
    )
    .from(day)
    .prepare('linha_do_tempo_dia');
};

export const timelineOfDayJson = async (db: Database, idCondo: number, day: string): Promise<string> => {
  const query = preparedOnce(db, 'linhadotempo:dia', () => prepareDay(db));
  const [row] = await namedRows<{ json: string }>(query, {
    idCondo,
    from: dayStart(day).toISOString(),
    until: dayStart(addDays(day, 1)).toISOString(),
  });
  return row?.json ?? '[]';
};

type WindowRow = { id: string | number; us: string | number; json: string; total_rows: string | number };
const rowsOf = async <R>(db: Database, query: SQL): Promise<R[]> =>
  ((await db.execute(query)) as unknown as { rows: R[] }).rows;
/** 'HH:mm' of São Paulo (UTC−3 all year, time-zone.ts), as the screen shows it and its search reads it. */
const hour = (column: SQL) => sql`to_char(${column} at time zone interval '-03:00', 'HH24:MI')`;

/**
 * What a row shows, folded, in the order the screen's search joins it (filterActivities): start and end hours,
 * activity, block, unit and person, the empty ones left out. Only the day's rows are read (by the index), and the
 * names come from columns folded when written: nothing is folded at read time.
 */
const searchable = sql`${hour(sql`e.dt_inicio`)}
  || case when e.dt_fim is null then '' else ' ' || ${hour(sql`e.dt_fim`)} end
  || ' ' || e.busca_atividade
  || case when coalesce(b.busca, '') = '' then '' else ' ' || b.busca end
  || case when coalesce(u.busca, '') = '' then '' else ' ' || u.busca end
  || case when e.busca_pessoa = '' then '' else ' ' || e.busca_pessoa end`;

/**
 * The search as a condition on the day's rows. A folded text without a space, a digit or a colon cannot span two parts
 * of `searchable` (they are joined by single spaces) nor match its hours: it is in one of the other parts, each checked
 * as it is stored. Building the whole text (two hours formatted per row) was most of a search's database time: the
 * ~2,000 rows of a busy day, 4.7 ms of PostgreSQL's CPU per request at 50 connections.
 */
const isWholeText = (busca: string) => /[\s\d:]/.test(foldText(busca));
/**
 * A unit's or block's name is matched among the condominium's units (unitsNaming, once per search), not on each of
 * the day's rows: joining every row to its unit and block hashed the condominium's 4,092 units (4.9 → 2.1 ms).
 */
const searchOf = (idCondo: number, busca: string): SQL => {
  if (isWholeText(busca)) return storedContains(searchable, busca);
  const pattern = containsPattern(busca);
  return sql`(e.busca_atividade like ${pattern} or e.busca_pessoa like ${pattern}
    or e.id_unidade in (${unitsNaming(idCondo, (name) => sql`${name} like ${pattern}`)}))`;
};

/** What a window's statement is written with: SQL values, or placeholders of a statement prepared once. */
type WindowValues = Record<'idCondo' | 'from' | 'until' | 'us' | 'id' | 'limit', SQLWrapper>;

/** The window's statement (one row more than `limite`, to tell whether another window follows), each event written. */
const windowSql = (v: WindowValues, shape: { busca?: string | undefined; hasCursor: boolean }, search?: SQL) => {
  const day = sql`e.id_condo = ${v.idCondo} and e.dt_inicio >= ${v.from}::timestamptz and e.dt_inicio < ${v.until}::timestamptz`;
  const after = shape.hasCursor
    ? sql`where (m.dt, m.id) < (timestamptz 'epoch' + ${v.us}::bigint * interval '1 microsecond', ${v.id}::bigint)`
    : sql``;
  const total = search ? sql`count(*) over ()` : sql`(select count(*) from timeline_events e where ${day})`;
  const json = eventJson({
    atividade: sql`m.atividade`,
    dtInicio: sql`m.dt`,
    dtFim: sql`m.dt_fim`,
    nmBloco: sql`b.nome`,
    nmPessoa: sql`m.nm_pessoa`,
    nmUnidade: sql`u.nome`,
  });
  return sql`with m as (
          select e.id, e.dt_inicio as dt, e.atividade, e.dt_fim, e.id_unidade, e.nm_pessoa, ${total} as total_rows
          from timeline_events e
          ${shape.busca && isWholeText(shape.busca) ? sql`left join unidades u on u.id_unidade = e.id_unidade left join blocos b on b.id_bloco = u.id_bloco` : sql``}
          where ${day} ${search ? sql`and ${search}` : sql``}
        )
        select m.id, (extract(epoch from m.dt) * 1000000)::bigint as us, ${json} as json, m.total_rows
        from m
        ${
          search
            ? // A search's units by their key ('offset 0'): its matches, estimated at a thousand, had the condominium's
              // 4,092 units hashed for 86 rows. Without a search the plan walks the window and looks them up already.
              sql`left join lateral (select u.nome, u.id_bloco from unidades u where u.id_unidade = m.id_unidade offset 0) u on true`
            : sql`left join unidades u on u.id_unidade = m.id_unidade`
        }
        left join blocos b on b.id_bloco = u.id_bloco
        ${after}
        order by m.dt desc, m.id desc
        limit ${v.limit}`;
};

/**
 * A window without a search, prepared once per shape (first window, or after a cursor): building the statement (an
 * event's JSON writer is a dozen SQL fragments) on every request cost more server CPU than reading it.
 */
const preparedWindow = (db: Database, hasCursor: boolean) =>
  preparedOnce(db, `linhadotempo:janela:${Number(hasCursor)}`, () => {
    const v = {
      idCondo: p('idCondo'),
      from: p('from'),
      until: p('until'),
      us: p('us'),
      id: p('id'),
      limit: p('limit'),
    };
    const w = sql`(${windowSql(v, { hasCursor })}) w`;
    return db
      .select(named({ id: sql`w.id`, us: sql`w.us`, json: sql`w.json`, total_rows: sql`w.total_rows` }))
      .from(w)
      .prepare(`linha_do_tempo_janela_${Number(hasCursor)}`);
  });

const windowRows = (db: Database, idCondo: number, q: WindowQuery): Promise<WindowRow[]> => {
  const [us, id] = q.apos ? q.apos.split('.') : [];
  const values = {
    idCondo,
    from: dayStart(q.data).toISOString(),
    until: dayStart(addDays(q.data, 1)).toISOString(),
    us: us ?? null,
    id: id ?? null,
    limit: q.limite + 1,
  };
  const hasCursor = Boolean(q.apos);
  if (!q.busca) return namedRows<WindowRow>(preparedWindow(db, hasCursor), values);
  // A search is planned for its words on every request (decision 136): a generic plan cannot tell a rare word.
  const v = Object.fromEntries(
    Object.entries(values).map(([k, value]) => [k, sql`${value}`]),
  ) as unknown as WindowValues;
  return rowsOf<WindowRow>(db, windowSql(v, { busca: q.busca, hasCursor }, searchOf(idCondo, q.busca)));
};

type WindowQuery = { data: string; limite: number; busca?: string | undefined; apos?: string | undefined };

/**
 * One window of a São Paulo day, newest first (decision 115), as the answer's JSON text (`timelineWindowSchema`):
 * at most `limite` events after the cursor `apos` ('<start in µs since 1970>.<id>' of the last event of the previous
 * window), the day's total for the search, and the next cursor. Without a search the window is a backward walk of
 * the (condominium, start, id) index and the total an index-only count of the day; with one, one pass over the day's
 * rows filters and counts, and the window is the newest `limite` matches after the cursor. Each event is written by
 * the database with the day's writer (decision 136): built in JS, a window of 100 cost the server 1.3 ms of CPU.
 */
export const timelineWindowJson = async (db: Database, idCondo: number, q: WindowQuery): Promise<string> => {
  const rows = await windowRows(db, idCondo, q);
  // A window past the last event has no row to carry the total.
  const carrier =
    rows.length === 0 && q.apos ? await windowRows(db, idCondo, { ...q, apos: undefined, limite: 1 }) : rows;
  const data = rows.slice(0, q.limite);
  const last = data.at(-1);
  return listJson(
    data.map((r) => r.json),
    {
      totalItems: Number(carrier[0]?.total_rows ?? 0),
      proximo: rows.length > q.limite && last ? `${String(last.us)}.${String(last.id)}` : null,
    },
  );
};
