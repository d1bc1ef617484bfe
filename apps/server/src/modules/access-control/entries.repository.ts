import { type AuthorizationType, type VisitorType } from '@portaria/shared/access-control/visitors.rules';
import type { EntryCard, VisitReportFilters } from '@portaria/shared/access-control/visitors.schemas';
import { localDateTime } from '@portaria/shared/common/day';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dailyCount } from '../../platform/lists/daily-counts.ts';
import { jsonText, localTime, named, namedRows } from '../../platform/lists/json-rows.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { rowsOf } from './visitors-sql-rows.ts';
import { startsWord, wordsMatch } from './visitor-words.ts';

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
/** A filter's values: literal values, or the placeholders of a statement prepared once per shape. */
type ReportValues = Omit<VisitReportFilters, 'dataDe' | 'dataAte' | 'idUnidade' | 'idBloco' | 'tipoVisitante'> & {
  dataDe: unknown;
  dataAte: unknown;
  idUnidade?: unknown;
  idBloco?: unknown;
  tipoVisitante?: unknown;
};
const reportWhere = (idCondo: unknown, f: ReportValues): SQL => {
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

const ROW_COLUMNS = sql`select l.id, l.dia::text as dia, u.nome as nm_unidade, b.nome as nm_bloco, v.visitante_tipo,
    v.nome, v.empresa, ${epoch(sql`l.dt_entrada`)} as dt_entrada, ${epoch(sql`l.dt_saida`)} as dt_saida`;

/**
 * A visit as the report list's answer (`reportRowSchema`, keys in order), written by the database (decision 136):
 * mapped and serialized in JS (its dates by `localDateTime`), a page of 50 cost the server more CPU than reading it.
 */
const JSON_COLUMNS = sql`select ${jsonText({
  idLogEntrada: sql`l.id`,
  nmUnidade: sql`u.nome`,
  nmBloco: sql`b.nome`,
  tipoVisitante: sql`v.visitante_tipo`,
  nmVisitante: sql`v.nome`,
  empresa: sql`v.empresa`,
  dtEntrada: localTime(sql`l.dt_entrada`),
  dtSaida: localTime(sql`l.dt_saida`),
})} as json, l.dia, l.id`;

/** The report's visits, newest day first (then newest visit), after `cursor` (keyset), at most `limit`. */
const visitsSql = (
  columns: SQL,
  idCondo: unknown,
  f: ReportValues,
  window: { limit: unknown; offset: unknown },
  cursor: ReportCursor | null,
) => {
  const after = cursor ? sql`and (l.dia, l.id) < (${cursor.dia}::date, ${cursor.id})` : sql``;
  const where = sql`${reportWhere(idCondo, f)} ${after}`;
  const order = sql`order by l.dia desc, l.id desc limit ${window.limit} offset ${window.offset}`;
  if (f.idBloco || f.tipoVisitante) return sql`${columns} ${reportFrom} where ${where} ${order}`;
  // Filters on the log alone: the window's ids walk the log's index past the offset first, and only the page's rows
  // are joined to their person and unit (issue 30: page 20 joined 1,000 rows to keep 50).
  return sql`${columns} ${reportFrom}
      join (select l.id from log_entradas l where ${where} ${order}) w on w.id = l.id
      order by l.dia desc, l.id desc`;
};

/** Visits of the period, newest day first (then newest visit), after `cursor` (keyset), at most `limit`. */
export const reportBatch = (
  db: Database,
  idCondo: number,
  f: VisitReportFilters,
  limit: number,
  cursor: ReportCursor | null,
  offset = 0,
) => rowsOf<ReportDbRow>(db, visitsSql(ROW_COLUMNS, idCondo, f, { limit, offset }, cursor));

/** The shape of a report page's filter: which filters are set, and which exits. */
const shapeOf = (f: VisitReportFilters) =>
  [f.idUnidade, f.idBloco, f.tipoVisitante].map((v) => (v ? 1 : 0)).join('') + String(f.saidaMarcada ?? '');
const p = (name: string) => sql.placeholder(name);

/**
 * One page of the report list, each visit's answer as JSON text (the report files read `reportBatch`), prepared once
 * per filter shape: building the statement on every request cost the server about as much as writing the rows did.
 */
export const reportPageJson = async (
  db: Database,
  idCondo: number,
  f: VisitReportFilters,
  limit: number,
  offset: number,
) => {
  const shape = shapeOf(f);
  const prepared = preparedOnce(db, `entradas:relatorio:${shape}`, () => {
    const values: ReportValues = {
      dataDe: p('dataDe'),
      dataAte: p('dataAte'),
      saidaMarcada: f.saidaMarcada,
      ...(f.idUnidade ? { idUnidade: p('idUnidade') } : {}),
      ...(f.idBloco ? { idBloco: p('idBloco') } : {}),
      ...(f.tipoVisitante ? { tipoVisitante: p('tipoVisitante') } : {}),
    };
    const page = visitsSql(JSON_COLUMNS, p('idCondo'), values, { limit: p('limit'), offset: p('offset') }, null);
    return db
      .select(named({ json: sql<string>`r.json` }))
      .from(sql`(${page}) r`)
      .orderBy(sql`r.dia desc, r.id desc`)
      .prepare(`entradas_relatorio_${shape.replace(/\W/g, '_')}`);
  });
  const rows = await namedRows<{ json: string }>(prepared, { ...f, idCondo, limit, offset });
  return rows.map((r) => r.json);
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

export type { ReportDbRow };
