import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The series a trigger counts per condominium and day (migration 0020 and later): a log, or a log in one state. */
export type DailySeries =
  'log_entradas' | 'correspondencias:PENDENTE' | 'correspondencias:RETIRADA' | 'livro_registros' | 'ocorrencias';

/**
 * Rows of the series (one, or the sum of several) in the condominium from `from` to `until` (São Paulo days, inclusive): the sum of at most one
 * counter a day, kept by the log's trigger in each write's own transaction, so it is exact and reads ≤ 90 rows of
 * the (series, condominium, day) key instead of counting the period's rows (decision 114).
 */
export const dailyCount = async (
  db: Database,
  series: DailySeries | DailySeries[],
  idCondo: number,
  from: string,
  until: string,
): Promise<number> => {
  const result = (await db.execute(sql`select ${dailyCountOf(series, idCondo, from, until)} as n`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
};

/**
 * A day bound of a prepared statement, as its own subquery (an InitPlan): PostgreSQL then estimates the day range
 * alike whether it plans for the values or not, so a named statement settles on its generic plan. Read as a bare
 * parameter, an open range (`dia >= $1`, the shelf's 'aguardando há N dias') was estimated at a third of the
 * counters in the generic plan (cost 677 against 15), so the statement was planned again on every execution: 0.3 ms
 * of planning for 0.1 ms of work (bench:uncached counted 10,327 custom plans and no generic one).
 */
const dayBound = (day: string | Placeholder) =>
  typeof day === 'string' ? sql`${day}::date` : sql`(select ${day}::date)`;

/**
 * The same sum as a scalar subquery, for a list's page to read its total in its own statement (values or
 * placeholders); a null end leaves that side open (every day up to `until`, or from `from` on).
 */
export const dailyCountOf = (
  series: DailySeries | DailySeries[],
  idCondo: number | Placeholder,
  from: string | Placeholder | null,
  until: string | Placeholder | null,
): SQL<number> => {
  const days = [
    from === null ? null : sql`dia >= ${dayBound(from)}`,
    until === null ? null : sql`dia <= ${dayBound(until)}`,
  ];
  return sql<number>`(select coalesce(sum(n), 0)::int from contagens_diarias
    where serie in (${sql.join(
      // Literals (the series are code, never input): a generic plan then knows which counters it reads.
      [series].flat().map((name) => sql.raw(`'${name}'`)),
      sql`, `,
    )}) and id_condo = ${idCondo}${sql.join(
      days.filter((d) => d !== null).map((d) => sql` and ${d}`),
      sql``,
    )})`;
};

/** The sets a trigger counts per condominium without a period (migration 0022). */
export type Series =
  | 'pessoas:ATIVO'
  | 'correspondencias:PENDENTE'
  | 'visitante_unidades:ATIVO'
  // Migration 0057: the active links of each visitor type, and those without a unit (the condominium's providers).
  | `visitante_unidades:ATIVO:${'VISITANTE' | 'PRESTADOR_SERVICO' | 'PRESTADOR_CONDOMINIO' | 'SEM_UNIDADE'}`
  | 'chave_movimentos'
  | 'veiculos:ATIVO';

/** Rows of the set in the condominium, kept exact by its trigger in each write's transaction (decision 114). */
export const setCount = async (db: Database, series: Series, idCondo: number): Promise<number> => {
  const result = (await db.execute(sql`select ${setCountOf(series, idCondo)} as n`)) as unknown as {
    rows: { n: number | null }[];
  };
  return Number(result.rows[0]?.n ?? 0);
};

/** The same counter as a scalar subquery, for a list's page to read its total in its own statement. */
export const setCountOf = (series: Series, idCondo: number | Placeholder | SQLWrapper): SQL<number | null> =>
  sql`(select n from contagens where serie = ${series} and id_condo = ${idCondo})`;
