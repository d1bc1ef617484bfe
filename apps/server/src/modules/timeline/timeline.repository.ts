import { addDays, dayStart, localDateTime } from '@portaria/shared/common/day';
import type { TimelineWindow } from '@portaria/shared/timeline/timeline.schemas';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, timelineEvents, unidades } from '../../db/schema/index.ts';
import { containsPattern, storedContains } from '../../platform/lists/search.ts';
import { foldText } from '@portaria/shared/text';
import { jsonText, localTime, named, namedRows } from '../../platform/lists/json-rows.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { unitsNaming } from '../condominium/units-naming.ts';

/** The most events one day answers; a busy gatehouse has a few hundred. */
export const TIMELINE_DAY_MAX = 5000;

const e = timelineEvents;
const p = (name: string) => sql.placeholder(name);

/**
 * One São Paulo day of a condominium's timeline, newest first, with the unit's current block and name: the spec's
 * answer (`timelineSchema`) written whole by the database (decision 136), one text. Built in JS, a busy day of 5,000
 * events cost the server 14.6 ms of CPU per request (drizzle's mapping, a `Date` and `localDateTime` per time, the
 * serializer); `localTime` writes what `localDateTime` writes.
 */
const prepareDay = (db: Database) => {
  const day = db
    .select({
      json: sql`${jsonText({
        atividade: e.atividade,
        dtInicio: localTime(e.dtInicio),
        dtFim: localTime(e.dtFim),
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

type WindowRow = {
  id: string | number;
  atividade: string;
  us: string | number;
  dt_inicio: string | number;
  dt_fim: string | number | null;
  nm_bloco: string | null;
  nm_unidade: string | null;
  nm_pessoa: string | null;
  total_rows: string | number;
};
const rowsOf = async <R>(db: Database, query: SQL): Promise<R[]> =>
  ((await db.execute(query)) as unknown as { rows: R[] }).rows;
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
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

/**
 * One window of a São Paulo day, newest first (decision 115): at most `limite` events after the cursor `apos`
 * ('<start in µs since 1970>.<id>' of the last event of the previous window), the day's total for the search, and
 * the next cursor. Without a search the window is a backward walk of the (condominium, start, id) index and the total
 * an index-only count of the day; with one, one pass over the day's rows filters and counts, and the window is the
 * newest `limite` matches after the cursor.
 */
export const timelineWindow = async (
  db: Database,
  idCondo: number,
  q: { data: string; limite: number; busca?: string | undefined; apos?: string | undefined },
): Promise<TimelineWindow> => {
  const day = sql`e.id_condo = ${idCondo} and e.dt_inicio >= ${dayStart(q.data).toISOString()}::timestamptz
    and e.dt_inicio < ${dayStart(addDays(q.data, 1)).toISOString()}::timestamptz`;
  const [us, id] = q.apos ? q.apos.split('.') : [];
  const after = q.apos
    ? sql`where (m.dt, m.id) < (timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond', ${id}::bigint)`
    : sql``;
  const total = q.busca ? sql`count(*) over ()` : sql`(select count(*) from timeline_events e where ${day})`;
  const rows = await rowsOf<WindowRow>(
    db,
    sql`with m as (
          select e.id, e.dt_inicio as dt, e.atividade, e.dt_fim, e.id_unidade, e.nm_pessoa, ${total} as total_rows
          from timeline_events e
          ${q.busca && isWholeText(q.busca) ? sql`left join unidades u on u.id_unidade = e.id_unidade left join blocos b on b.id_bloco = u.id_bloco` : sql``}
          where ${day} ${q.busca ? sql`and ${searchOf(idCondo, q.busca)}` : sql``}
        )
        select m.id, m.atividade, (extract(epoch from m.dt) * 1000000)::bigint as us, ${epochMs(sql`m.dt`)} as dt_inicio,
          ${epochMs(sql`m.dt_fim`)} as dt_fim, b.nome as nm_bloco, u.nome as nm_unidade, m.nm_pessoa, m.total_rows
        from m
        ${
          q.busca
            ? // A search's units by their key ('offset 0'): its matches, estimated at a thousand, had the condominium's
              // 4,092 units hashed for 86 rows. Without a search the plan walks the window and looks them up already.
              sql`left join lateral (select u.nome, u.id_bloco from unidades u where u.id_unidade = m.id_unidade offset 0) u on true`
            : sql`left join unidades u on u.id_unidade = m.id_unidade`
        }
        left join blocos b on b.id_bloco = u.id_bloco
        ${after}
        order by m.dt desc, m.id desc
        limit ${q.limite + 1}`,
  );
  let totalItems = Number(rows[0]?.total_rows ?? 0);
  // A window past the last event has no row to carry the total.
  if (rows.length === 0 && q.apos)
    totalItems = (await timelineWindow(db, idCondo, { ...q, apos: undefined, limite: 1 })).totalItems;
  const data = rows.slice(0, q.limite);
  const last = data.at(-1);
  return {
    data: data.map((r) => ({
      atividade: r.atividade,
      dtInicio: localDateTime(new Date(Number(r.dt_inicio))),
      dtFim: r.dt_fim == null ? null : localDateTime(new Date(Number(r.dt_fim))),
      nmBloco: r.nm_bloco,
      nmPessoa: r.nm_pessoa,
      nmUnidade: r.nm_unidade,
    })),
    totalItems,
    proximo: rows.length > q.limite && last ? `${String(last.us)}.${String(last.id)}` : null,
  };
};
