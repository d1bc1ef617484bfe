import { weekdayOf } from '@portaria/shared/access-control/visitors.rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { epoch, toCard, type CardRow, type EntryFilters } from './entries.repository.ts';
import { unitsNaming } from '../condominium/units-naming.ts';
import { rowsOf } from './visitors-sql-rows.ts';
import { startsWord, visitorWordsMatch, wordsMatch } from './visitor-words.ts';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The visitor-units whose person, unit or block has every typed word (entryWordsMatch), or null without words. Found
 * from the words, not from each card (issue 30: no lookup of every card's person): the people having all the words
 * (trigram index, every word in one read: visitorWordsMatch), plus those of the units or blocks some word starts
 * (units-naming.ts), checked against every word.
 */
const visitorUnitsMatching = (idCondo: number, query: string | undefined): SQL | null => {
  const inPerson = visitorWordsMatch(sql`v.busca`, query);
  if (!inPerson.length) return null;
  const namesUnit = (busca: SQL) => sql`(${sql.join(wordsMatch(busca, query), sql` or `)})`;
  const anywhere = wordsMatch(sql`v.busca`, query, (word) => [
    startsWord(sql`u.busca`, word),
    startsWord(sql`b.busca`, word),
  ]);
  return sql`select vu.id from visitantes v join visitante_unidades vu on vu.id_visitante = v.id
      where ${sql.join(inPerson, sql` and `)}
    union
    select vu.id from unidades u join blocos b on b.id_bloco = u.id_bloco
      join visitante_unidades vu on vu.id_unidade = u.id_unidade join visitantes v on v.id = vu.id_visitante
      where u.id_unidade in (${unitsNaming(idCondo, namesUnit)}) and ${sql.join(anywhere, sql` and `)}`;
};

/** The filters that read the card's person, as sets of visitor-units (each read once, not once per card), or null. */
const personSet = (idCondo: number, f: EntryFilters): SQL | null => {
  const sets: SQL[] = [];
  if (f.idsBlocos?.length)
    sets.push(sql`select vu.id from unidades u join visitante_unidades vu on vu.id_unidade = u.id_unidade
      where u.id_bloco in (${idList(f.idsBlocos)})`);
  if (f.idsUnidades?.length)
    sets.push(sql`select vu.id from visitante_unidades vu where vu.id_unidade in (${idList(f.idsUnidades)})`);
  const matching = visitorUnitsMatching(idCondo, f.curinga);
  if (matching) sets.push(matching);
  if (!sets.length) return null;
  return sql.join(
    sets.map((set, i) => sql`select id from (${set}) ${sql.raw(`p${i}`)}`),
    sql` intersect `,
  );
};

/** The schedule `a` is valid on the day: its period covers it, and a weekly one has the day's weekday. */
export const coversDay = (idCondo: number, day: string, bit: number) =>
  sql`a.id_condo = ${idCondo} and a.excluido_em is null and a.data_de is not null
    and daterange(a.data_de, a.data_ate, '[]') @> ${day}::date
    and (a.tipo_autorizacao = 'PONTUAL' or (a.dias_semana & ${bit}) <> 0)`;

/**
 * The cards of one São Paulo day, by schedule (then by visit): every schedule valid that day (a PONTUAL on its day, an
 * ACESSO_LIBERADO on a chosen weekday inside its range) with that day's visit, plus the day's visits no such schedule
 * covers (INTERFONAR arrivals, and visits whose schedule was deleted or changed since).
 * Issue 30: the day's valid schedules (`s`, an index-only read of autorizacoes_periodo_idx) and visits (`l`) are each
 * read once and matched by hashing, not one index lookup per card; the schedule's dates and the person are read for
 * the page's rows only. A filter on the person (words, block, unit) is its set of visitor-units (`m`), read first:
 * only their schedules are read, and a visit of theirs outside every schedule is checked by its schedule's key.
 */
export const listDayCards = async (
  db: Database,
  idCondo: number,
  day: string,
  f: EntryFilters,
  window: { limit: number; offset: number },
) => {
  const bit = 1 << (weekdayOf(day) - 1);
  const people = personSet(idCondo, f);
  const where: SQL[] = [];
  if (f.entradaMarcada !== undefined) where.push(f.entradaMarcada ? sql`c.id_log is not null` : sql`c.id_log is null`);
  if (f.saidaMarcada !== undefined) where.push(f.saidaMarcada ? sql`c.dt_saida is not null` : sql`c.dt_saida is null`);
  if (f.tipoAutorizacao) where.push(sql`c.tipo_autorizacao = ${f.tipoAutorizacao}`);
  // A visit outside the day's schedules: against `s` when `s` is every schedule of the day, else (`lm`: the visits of
  // the people filtered, a few) by the schedule's key.
  // ('offset 0' keeps the check a lookup by key for each of the few visits: without it PostgreSQL hashed every
  // schedule of the day, ~2,700 index entries, to check two visits.)
  const unscheduled = people
    ? sql`not exists (select from autorizacoes a where a.id = l.id_autorizacao and ${coversDay(idCondo, day, bit)} offset 0)`
    : sql`not exists (select from s where s.id = l.id_autorizacao)`;
  // 'materialized': each set is read once, and the generic plan of the named statement keeps that shape (decision 134).
  const rows = await rowsOf<CardRow>(
    db,
    sql`with ${people ? sql`m as materialized (${people}),` : sql``}
        s as materialized (${
          people
            ? // The schedules of each person filtered, by its key (a lateral: semi-joined, PostgreSQL read every
              // schedule of the day, ~2,700 index entries, to keep those of a few dozen visitor-units).
              sql`select a.id, a.tipo_autorizacao, a.id_visitante_unidade from m cross join lateral (
                select a.id, a.tipo_autorizacao, a.id_visitante_unidade from autorizacoes a
                where a.id_visitante_unidade = m.id and ${coversDay(idCondo, day, bit)} offset 0) a`
            : sql`select a.id, a.tipo_autorizacao, a.id_visitante_unidade from autorizacoes a
                where ${coversDay(idCondo, day, bit)}`
        }),
        l as materialized (
          select l.id, l.tipo_autorizacao, l.id_autorizacao, l.id_visitante_unidade, l.dt_entrada, l.dt_saida
          from log_entradas l where l.id_condo = ${idCondo} and l.dia = ${day}::date
        ),
        ${people ? sql`lm as materialized (select * from l where l.id_visitante_unidade in (select id from m)),` : sql``}
        c as (
          select l.id as id_log, s.tipo_autorizacao, s.id as id_autorizacao, s.id_visitante_unidade, l.dt_entrada, l.dt_saida
          from s left join l on l.id_autorizacao = s.id and l.tipo_autorizacao <> 'INTERFONAR'
          union all
          select l.id, l.tipo_autorizacao, l.id_autorizacao, l.id_visitante_unidade, l.dt_entrada, l.dt_saida
          from ${people ? sql`lm` : sql`l`} l
          where l.tipo_autorizacao = 'INTERFONAR' or l.id_autorizacao is null or ${unscheduled}
        ),
        page as (
          select c.*, count(*) over () as total_rows from c
          ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
          order by c.id_autorizacao nulls last, c.id_log
          limit ${window.limit} offset ${window.offset}
        )
        select page.id_log, v.visitante_tipo, page.tipo_autorizacao, page.id_autorizacao, v.nome, page.id_visitante_unidade, v.empresa,
          b.nome as nm_bloco, u.nome as nm_unidade, a.data_de::text as data_de, a.data_ate::text as data_ate,
          ${epoch(sql`page.dt_entrada`)} as dt_entrada, ${epoch(sql`page.dt_saida`)} as dt_saida, page.total_rows
        from page
        join visitante_unidades vu on vu.id = page.id_visitante_unidade
        join visitantes v on v.id = vu.id_visitante
        left join unidades u on u.id_unidade = vu.id_unidade
        left join blocos b on b.id_bloco = u.id_bloco
        left join autorizacoes a on a.id = page.id_autorizacao
        order by page.id_autorizacao nulls last, page.id_log`,
  );
  return rows.map((r) => ({ ...toCard(r), totalRows: Number(r.total_rows) }));
};
