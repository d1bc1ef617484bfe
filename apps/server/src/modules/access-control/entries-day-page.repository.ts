import { weekdayOf } from '@portaria/shared/access-control/visitors.rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { named, namedRows } from '../../platform/lists/json-rows.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { cardJson } from './entries-card-json.ts';
import { coversDay } from './entries-day.repository.ts';
import type { EntryFilters } from './entries.repository.ts';

/** No filter: every card of the day (the desk's list as it opens). */
export const isWholeDay = (f: EntryFilters): boolean =>
  !f.idsBlocos?.length &&
  !f.idsUnidades?.length &&
  !f.curinga?.trim() &&
  f.entradaMarcada === undefined &&
  f.saidaMarcada === undefined &&
  !f.tipoAutorizacao;

const p = (name: string) => sql.placeholder(name);

/**
 * Every card of a São Paulo day, a page of them, in ONE statement prepared once (decision 136), the same cards in the
 * same order as `listDayCards` (entries-day-json.test.ts holds the bytes equal):
 * - the day's valid schedules (`s`) and visits (`l`) are each read once, as before, and the visits no valid schedule
 *   covers (`u`) are set apart;
 * - the page is chosen among the first `top` (= offset + limit) schedules by id and the first `top` such visits, each a
 *   top-N of a few integers: a schedule is one card (with its one visit of the day, `log_entradas_visita_uq`), so
 *   the page's cards are among theirs. Before, every card of the day (4,529 on the benchmark's day) was joined,
 *   counted by a window and sorted;
 * - the total counts without building the cards: the schedules plus the visits set apart;
 * - the page's cards are written as JSON (`cardJson`); a page past the end still answers its total (its one row has
 *   no card).
 */
const wholeDay = (db: Database) =>
  preparedOnce(db, 'entradas:dia:json', () => {
    const idCondo = p('idCondo') as unknown as number;
    const card = cardJson({
      idLog: sql`page.id_log`,
      tipoAutorizacao: sql`page.tipo_autorizacao`,
      idAutorizacao: sql`page.id_autorizacao`,
      idVisitanteUnidade: sql`page.id_visitante_unidade`,
      entrada: sql`page.dt_entrada`,
      saida: sql`page.dt_saida`,
    });
    const from = sql`(with s as materialized (
        select a.id, a.tipo_autorizacao, a.id_visitante_unidade from autorizacoes a
        where ${coversDay(idCondo, p('day') as unknown as string, p('bit') as unknown as number)}),
      l as materialized (
        select l.id, l.tipo_autorizacao, l.id_autorizacao, l.id_visitante_unidade, l.dt_entrada, l.dt_saida
        from log_entradas l where l.id_condo = ${idCondo} and l.dia = ${p('day')}::date),
      u as materialized (
        select l.* from l
        where l.tipo_autorizacao = 'INTERFONAR' or l.id_autorizacao is null or not exists (select from s where s.id = l.id_autorizacao)),
      page as (
        select c.* from (
          select l.id as id_log, s.tipo_autorizacao, s.id as id_autorizacao, s.id_visitante_unidade, l.dt_entrada, l.dt_saida
          from (select s.* from s order by s.id limit ${p('top')}) s
          left join l on l.id_autorizacao = s.id and l.tipo_autorizacao <> 'INTERFONAR'
          union all
          select u.id, u.tipo_autorizacao, u.id_autorizacao, u.id_visitante_unidade, u.dt_entrada, u.dt_saida
          from (select u.* from u order by u.id_autorizacao nulls last, u.id limit ${p('top')}) u
        ) c
        order by c.id_autorizacao nulls last, c.id_log limit ${p('limit')} offset ${p('offset')})
      select case when page.id_visitante_unidade is null then null else ${card} end as json, total.n as total,
        page.id_autorizacao as k1, page.id_log as k2
      from (select (select count(*) from s) + (select count(*) from u) as n) total
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
      .prepare('entradas_dia_json');
  });

/** A page of every card of the day, each as its JSON text, and their total. */
export const dayCardsPageJson = async (
  db: Database,
  idCondo: number,
  day: string,
  window: { limit: number; offset: number },
): Promise<{ rows: string[]; total: number }> => {
  const rows = await namedRows<{ json: string | null; total: number | string }>(wholeDay(db), {
    idCondo,
    day,
    bit: 1 << (weekdayOf(day) - 1),
    top: window.offset + window.limit,
    ...window,
  });
  return {
    rows: rows.flatMap((row) => (row.json === null ? [] : [row.json])),
    total: Number(rows[0]?.total ?? 0),
  };
};
