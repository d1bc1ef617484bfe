import { weekdayOf } from '@portaria/shared/access-control/visitors.rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { named, namedRows } from '../../platform/lists/json-rows.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { cardJson } from './entries-card-json.ts';
import { coversDay } from './entries-day.repository.ts';
import type { EntryFilters } from './entries.repository.ts';

/**
 * The filters the database page takes: none on the person (block, unit, words: their sets are read first, by
 * `listDayCards`), so every card of the day, or those of an entry or exit state or an authorization type.
 */
export const isWholeDay = (f: EntryFilters): boolean =>
  !f.idsBlocos?.length && !f.idsUnidades?.length && !f.curinga?.trim();

/** Which of the day's filters a statement has: one prepared statement per shape. */
type Shape = { entrada: boolean | undefined; saida: boolean | undefined; tipo: boolean };
const shapeOf = (f: EntryFilters): Shape => ({
  entrada: f.entradaMarcada,
  saida: f.saidaMarcada,
  tipo: Boolean(f.tipoAutorizacao),
});
const keyOf = (s: Shape) =>
  [s.entrada, s.saida].map((v) => (v === undefined ? 'x' : Number(v))).join('') + Number(s.tipo);

const p = (name: string) => sql.placeholder(name);

/** A condition that holds when `value` is set (true), not set (false), or always (undefined). */
const isSet = (column: SQL, value: boolean | undefined): SQL | undefined =>
  value === undefined ? undefined : value ? sql`${column} is not null` : sql`${column} is null`;

const where = (conditions: (SQL | undefined)[]): SQL => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

/**
 * Every card of a São Paulo day (or those of the shape's entry, exit and type filters), a page of them, in ONE
 * statement prepared once per shape (decision 136), the same cards in the same order as `listDayCards`
 * (entries-day-json.test.ts holds the bytes equal):
 * - the day's valid schedules (`s`) and visits (`l`) are each read once, as before, and the visits no valid schedule
 *   covers (`u`) are set apart;
 * - the page is chosen among the first `top` (= offset + limit) of the schedules' cards by schedule id and the first
 *   `top` of the visits set apart, each a top-N: a schedule is one card (with its one visit of the day,
 *   `log_entradas_visita_uq`), so the page's cards are among theirs. Before, every card of the day (4,529 on the
 *   benchmark's day) was joined, counted by a window and sorted. Without an entry or exit filter the schedules' top-N
 *   is of a few integers, and only those are joined to their visit;
 * - the total counts without building the cards: the schedules' cards plus the visits set apart that pass;
 * - the page's cards are written as JSON (`cardJson`); a page past the end still answers its total (its one row has
 *   no card).
 */
const dayPage = (db: Database, shape: Shape) =>
  preparedOnce(db, `entradas:dia:json:${keyOf(shape)}`, () => {
    const idCondo = p('idCondo') as unknown as number;
    const type = (alias: string) => (shape.tipo ? sql`${sql.raw(alias)}.tipo_autorizacao = ${p('tipo')}` : undefined);
    const card = cardJson({
      idLog: sql`page.id_log`,
      tipoAutorizacao: sql`page.tipo_autorizacao`,
      idAutorizacao: sql`page.id_autorizacao`,
      idVisitanteUnidade: sql`page.id_visitante_unidade`,
      entrada: sql`page.dt_entrada`,
      saida: sql`page.dt_saida`,
    });
    const visitFiltered = shape.entrada !== undefined || shape.saida !== undefined;
    const scheduleVisit = sql`left join l on l.id_autorizacao = s.id and l.tipo_autorizacao <> 'INTERFONAR'`;
    const scheduleCard = sql`l.id as id_log, s.tipo_autorizacao, s.id as id_autorizacao, s.id_visitante_unidade,
      l.dt_entrada, l.dt_saida`;
    // The schedules' cards: with a filter on the visit, every schedule joined to its visit, then the top-N of those
    // that pass; without one, the top-N of the schedules alone, then their visits.
    const sc = visitFiltered
      ? sql`sc as (select ${scheduleCard} from s ${scheduleVisit}
          ${where([type('s'), isSet(sql`l.id`, shape.entrada), isSet(sql`l.dt_saida`, shape.saida)])}),`
      : sql`sc as (select s.* from s ${where([type('s')])}),`;
    const scheduleTop = visitFiltered
      ? sql`select * from (select * from sc order by id_autorizacao limit ${p('top')}) sc`
      : sql`select ${scheduleCard} from (select * from sc order by id limit ${p('top')}) s ${scheduleVisit}`;
    // A visit set apart is always entered (a card with a visit): 'entry not set' keeps none of them.
    const uWhere = where([
      type('u'),
      shape.entrada === false ? sql`false` : undefined,
      isSet(sql`u.dt_saida`, shape.saida),
    ]);
    const from = sql`(with s as materialized (
        select a.id, a.tipo_autorizacao, a.id_visitante_unidade from autorizacoes a
        where ${coversDay(idCondo, p('day') as unknown as string, p('bit') as unknown as number)}),
      l as materialized (
        select l.id, l.tipo_autorizacao, l.id_autorizacao, l.id_visitante_unidade, l.dt_entrada, l.dt_saida
        from log_entradas l where l.id_condo = ${idCondo} and l.dia = ${p('day')}::date),
      u as materialized (
        select l.* from l
        where l.tipo_autorizacao = 'INTERFONAR' or l.id_autorizacao is null or not exists (select from s where s.id = l.id_autorizacao)),
      ${sc}
      uc as materialized (select u.* from u ${uWhere}),
      page as (
        select c.* from (
          ${scheduleTop}
          union all
          select u.id, u.tipo_autorizacao, u.id_autorizacao, u.id_visitante_unidade, u.dt_entrada, u.dt_saida
          from (select u.* from uc u order by u.id_autorizacao nulls last, u.id limit ${p('top')}) u
        ) c
        order by c.id_autorizacao nulls last, c.id_log limit ${p('limit')} offset ${p('offset')})
      select case when page.id_visitante_unidade is null then null else ${card} end as json, total.n as total,
        page.id_autorizacao as k1, page.id_log as k2
      from (select (select count(*) from sc) + (select count(*) from uc) as n) total
        left join page on true
        left join visitante_unidades vu on vu.id = page.id_visitante_unidade
        left join visitantes v on v.id = vu.id_visitante
        left join unidades u on u.id_unidade = vu.id_unidade
        left join blocos b on b.id_bloco = u.id_bloco
        left join autorizacoes a on a.id = page.id_autorizacao) d`;
    return db
      .select(named({ json: sql<string | null>`d.json`, total: sql<number>`d.total` }))
      .from(from)
      .orderBy(sql`d.k1 nulls last, d.k2`)
      .prepare(`entradas_dia_json_${keyOf(shape)}`);
  });

/** A page of the day's cards (`isWholeDay`'s filters), each as its JSON text, and their total. */
export const dayCardsPageJson = async (
  db: Database,
  idCondo: number,
  day: string,
  f: EntryFilters,
  window: { limit: number; offset: number },
): Promise<{ rows: string[]; total: number }> => {
  const rows = await namedRows<{ json: string | null; total: number | string }>(dayPage(db, shapeOf(f)), {
    idCondo,
    day,
    tipo: f.tipoAutorizacao,
    bit: 1 << (weekdayOf(day) - 1),
    top: window.offset + window.limit,
    ...window,
  });
  return {
    rows: rows.flatMap((row) => (row.json === null ? [] : [row.json])),
    total: Number(rows[0]?.total ?? 0),
  };
};
