import { weekdayOf, type AuthorizationType, type VisitorType } from '@portaria/shared/access-control/visitors.rules';
import type { EntryCard, ReportRow, VisitReportFilters } from '@portaria/shared/access-control/visitors.schemas';
import { localDateTime } from '@portaria/shared/common/day';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dailyCount } from '../../platform/lists/daily-counts.ts';
import { rowsOf } from './visitors-sql-rows.ts';
import { startsWord, wordsMatch } from './visitors.repository.ts';

const at = (ms: number | string | null) => (ms == null ? null : localDateTime(new Date(Number(ms))));
export const epoch = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The entries search: each word starts a word of the visitor's name, company or document, or of the unit or block
 * ('302'). `alias` names the visitor's `busca` and the unit's and block's folded names (`unidade`, `bloco`: their
 * `busca` columns, folded when written: nothing is folded at read time, issue 30).
 */
export const entryWordsMatch = (alias: string, query: string | undefined): SQL[] => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return wordsMatch(column('busca'), query, (word) => [
    startsWord(sql`coalesce(${column('unidade')}, '')`, word),
    startsWord(sql`coalesce(${column('bloco')}, '')`, word),
  ]);
};

export type EntryFilters = {
  idsBlocos?: number[] | undefined;
  idsUnidades?: number[] | undefined;
  curinga?: string | undefined;
  entradaMarcada?: boolean | undefined;
  saidaMarcada?: boolean | undefined;
  tipoAutorizacao?: AuthorizationType | undefined;
};

export type CardRow = {
  id_log: number | null;
  visitante_tipo: VisitorType;
  tipo_autorizacao: AuthorizationType;
  id_autorizacao: number | null;
  nome: string;
  id_visitante_unidade: number;
  empresa: string | null;
  nm_bloco: string | null;
  nm_unidade: string | null;
  data_de: string | null;
  data_ate: string | null;
  dt_entrada: number | null;
  dt_saida: number | null;
  total_rows: number | string;
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The visitor-units whose person, unit or block has every typed word (entryWordsMatch), or null without words. Found
 * from the words, not from each card (issue 30: no lookup of every card's person): the people having all the words
 * (trigram index), plus those of the units or blocks having some word, checked against every word.
 */
const visitorUnitsMatching = (idCondo: number, query: string | undefined): SQL | null => {
  const inPerson = wordsMatch(sql`v.busca`, query);
  if (!inPerson.length) return null;
  const inUnit = wordsMatch(sql`u.busca`, query, (word) => [startsWord(sql`b.busca`, word)]);
  const anywhere = wordsMatch(sql`v.busca`, query, (word) => [
    startsWord(sql`u.busca`, word),
    startsWord(sql`b.busca`, word),
  ]);
  return sql`select vu.id from visitantes v join visitante_unidades vu on vu.id_visitante = v.id
      where ${sql.join(inPerson, sql` and `)}
    union
    select vu.id from blocos b join unidades u on u.id_bloco = b.id_bloco
      join visitante_unidades vu on vu.id_unidade = u.id_unidade join visitantes v on v.id = vu.id_visitante
      where b.id_condo = ${idCondo} and (${sql.join(inUnit, sql` or `)}) and ${sql.join(anywhere, sql` and `)}`;
};

/** The filters that read the card's person: each one a set of visitor-units, read once (not once per card). */
const personFilters = (idCondo: number, f: EntryFilters): SQL[] => {
  const sets: SQL[] = [];
  if (f.idsBlocos?.length)
    sets.push(sql`select vu.id from unidades u join visitante_unidades vu on vu.id_unidade = u.id_unidade
      where u.id_bloco in (${idList(f.idsBlocos)})`);
  if (f.idsUnidades?.length)
    sets.push(sql`select vu.id from visitante_unidades vu where vu.id_unidade in (${idList(f.idsUnidades)})`);
  const matching = visitorUnitsMatching(idCondo, f.curinga);
  if (matching) sets.push(matching);
  return sets.map((set) => sql`c.id_visitante_unidade in (${set})`);
};

/**
 * The cards of one São Paulo day, by schedule (then by visit): every schedule valid that day (a PONTUAL on its day, an
 * ACESSO_LIBERADO on a chosen weekday inside its range) with that day's visit, plus the day's visits no such schedule
 * covers (INTERFONAR arrivals, and visits whose schedule was deleted or changed since).
 * Issue 30: the day's valid schedules (`s`) and visits (`l`) are each read once and matched by hashing, not one
 * index lookup per card; the schedule's dates and the person are read for the page's rows only.
 */
export const listDayCards = async (
  db: Database,
  idCondo: number,
  day: string,
  f: EntryFilters,
  window: { limit: number; offset: number },
) => {
  const bit = 1 << (weekdayOf(day) - 1);
  const where = personFilters(idCondo, f);
  if (f.entradaMarcada !== undefined) where.push(f.entradaMarcada ? sql`c.id_log is not null` : sql`c.id_log is null`);
  if (f.saidaMarcada !== undefined) where.push(f.saidaMarcada ? sql`c.dt_saida is not null` : sql`c.dt_saida is null`);
  if (f.tipoAutorizacao) where.push(sql`c.tipo_autorizacao = ${f.tipoAutorizacao}`);
  // 'materialized': each set is read once, and the generic plan of the named statement keeps that shape (decision 134).
  const rows = await rowsOf<CardRow>(
    db,
    sql`with s as materialized (
          -- The index on the schedule's period finds the ones covering the day (autorizacoes_periodo_idx).
          select a.id, a.tipo_autorizacao, a.id_visitante_unidade from autorizacoes a
          where a.id_condo = ${idCondo} and a.excluido_em is null and a.data_de is not null
            and daterange(a.data_de, a.data_ate, '[]') @> ${day}::date
            and (a.tipo_autorizacao = 'PONTUAL' or (a.dias_semana & ${bit}) <> 0)
        ),
        l as materialized (
          select l.id, l.tipo_autorizacao, l.id_autorizacao, l.id_visitante_unidade, l.dt_entrada, l.dt_saida
          from log_entradas l where l.id_condo = ${idCondo} and l.dia = ${day}::date
        ),
        c as (
          select l.id as id_log, s.tipo_autorizacao, s.id as id_autorizacao, s.id_visitante_unidade, l.dt_entrada, l.dt_saida
          from s left join l on l.id_autorizacao = s.id and l.tipo_autorizacao <> 'INTERFONAR'
          union all
          select l.id, l.tipo_autorizacao, l.id_autorizacao, l.id_visitante_unidade, l.dt_entrada, l.dt_saida
          from l
          where l.tipo_autorizacao = 'INTERFONAR' or l.id_autorizacao is null
            or not exists (select from s where s.id = l.id_autorizacao)
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

export const toCard = (r: CardRow): EntryCard => ({
  idLogEntrada: r.id_log,
  tipo: r.visitante_tipo,
  tipoAutorizacao: r.tipo_autorizacao,
  idAutorizacao: r.id_autorizacao,
  nmVisitante: r.nome,
  idVisitanteUnidade: r.id_visitante_unidade,
  empresa: r.empresa,
  nmBloco: r.nm_bloco,
  nmUnidade: r.nm_unidade,
  inicioAgendamento: r.data_de,
  fimAgendamento: r.data_ate,
  dtEntrada: at(r.dt_entrada),
  dtSaida: at(r.dt_saida),
});

// ---- report ----
const reportWhere = (idCondo: number, f: VisitReportFilters): SQL => {
  const where: SQL[] = [sql`l.id_condo = ${idCondo}`, sql`l.dia <= ${f.dataAte}::date`];
  // Only open exits: also the visits still open from before the period (an overnight visit is still inside).
  if (f.saidaMarcada !== false) where.push(sql`l.dia >= ${f.dataDe}::date`);
  if (f.idUnidade) where.push(sql`l.id_unidade = ${f.idUnidade}`);
  if (f.idBloco) where.push(sql`u.id_bloco = ${f.idBloco}`);
  if (f.tipoVisitante) where.push(sql`v.visitante_tipo = ${f.tipoVisitante}`);
  if (f.saidaMarcada !== undefined) where.push(f.saidaMarcada ? sql`l.dt_saida is not null` : sql`l.dt_saida is null`);
  return sql.join(where, sql` and `);
};
const reportFrom = sql`from log_entradas l
  join visitante_unidades vu on vu.id = l.id_visitante_unidade
  join visitantes v on v.id = vu.id_visitante
  left join unidades u on u.id_unidade = l.id_unidade
  left join blocos b on b.id_bloco = u.id_bloco`;

type ReportDbRow = {
  id: number;
  dia: string;
  nm_unidade: string | null;
  nm_bloco: string | null;
  visitante_tipo: VisitorType;
  nome: string;
  empresa: string | null;
  dt_entrada: number;
  dt_saida: number | null;
};
export type ReportCursor = { dia: string; id: number };

/** Visits of the period, newest day first (then newest visit), after `cursor` (keyset), at most `limit`. */
export const reportBatch = async (
  db: Database,
  idCondo: number,
  f: VisitReportFilters,
  limit: number,
  cursor: ReportCursor | null,
  offset = 0,
) => {
  const after = cursor ? sql`and (l.dia, l.id) < (${cursor.dia}::date, ${cursor.id})` : sql``;
  return rowsOf<ReportDbRow>(
    db,
    sql`select l.id, l.dia::text as dia, u.nome as nm_unidade, b.nome as nm_bloco, v.visitante_tipo, v.nome, v.empresa,
          ${epoch(sql`l.dt_entrada`)} as dt_entrada, ${epoch(sql`l.dt_saida`)} as dt_saida
        ${reportFrom}
        where ${reportWhere(idCondo, f)} ${after}
        order by l.dia desc, l.id desc
        limit ${limit} offset ${offset}`,
  );
};

/**
 * The report's total. The whole period (no filter) is the sum of its days' counters (platform/lists/daily-counts.ts);
 * a filter counts the log on its own index, joining the unit or the visitor only when the filter reads them.
 */
export const countReport = async (db: Database, idCondo: number, f: VisitReportFilters): Promise<number> => {
  if (!f.idUnidade && !f.idBloco && !f.tipoVisitante && f.saidaMarcada === undefined)
    return dailyCount(db, 'log_entradas', idCondo, f.dataDe, f.dataAte);
  const joins = [
    f.idBloco ? sql`join unidades u on u.id_unidade = l.id_unidade` : sql``,
    f.tipoVisitante
      ? sql`join visitante_unidades vu on vu.id = l.id_visitante_unidade join visitantes v on v.id = vu.id_visitante`
      : sql``,
  ];
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from log_entradas l ${sql.join(joins, sql` `)} where ${reportWhere(idCondo, f)}`,
  );
  return Number(row?.n ?? 0);
};

export const toReportRow = (r: ReportDbRow): ReportRow => ({
  idLogEntrada: r.id,
  nmUnidade: r.nm_unidade,
  nmBloco: r.nm_bloco,
  tipoVisitante: r.visitante_tipo,
  nmVisitante: r.nome,
  empresa: r.empresa,
  dtEntrada: at(r.dt_entrada)!,
  dtSaida: at(r.dt_saida),
});
export type { ReportDbRow };
