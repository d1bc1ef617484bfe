import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ChargeLine, ChargeTotals } from '@portaria/shared/reservations/charge.schemas';
import type { Database } from '../../db/client.ts';
import { blocos, cobrancasUnidade as c, unidades } from '../../db/schema/index.ts';
import { toLocal } from './local-time.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';

export type ChargeWindow = { idCondo: number; from: Date; to: Date };

const columns = {
  id: c.id,
  tipo: c.tipo,
  descricao: c.descricao,
  valor: c.valor,
  createdAt: c.createdAt,
  idUnidade: unidades.idUnidade,
  nmUnidade: unidades.nome,
  nmBloco: blocos.nome,
};

const inWindow = (w: ChargeWindow) => and(eq(c.idCondo, w.idCondo), gte(c.createdAt, w.from), lt(c.createdAt, w.to));

const linesQuery = (db: Database, w: ChargeWindow) =>
  db
    .select(columns)
    .from(c)
    .innerJoin(unidades, eq(unidades.idUnidade, c.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(inWindow(w))
    .orderBy(asc(c.createdAt), asc(c.id));

type LineRow = Awaited<ReturnType<typeof linesQuery>>[number];

export const toChargeLine = (r: LineRow): ChargeLine => ({
  id: r.id,
  tipo: r.tipo === 'ESTORNO' ? 'ESTORNO' : 'COBRANCA',
  descricao: r.descricao,
  valor: r.valor,
  dataLancamento: toLocal(r.createdAt),
  unidade: { idUnidade: r.idUnidade, nome: r.nmUnidade, nmBloco: r.nmBloco },
});

const p = (name: string) => sql.placeholder(name);
const inWindowOf = and(
  eq(c.idCondo, p('idCondo')),
  gte(c.createdAt, sql`${p('from')}::timestamptz`),
  lt(c.createdAt, sql`${p('to')}::timestamptz`),
);
const windowParams = (w: ChargeWindow) => ({ idCondo: w.idCondo, from: w.from.toISOString(), to: w.to.toISOString() });

/**
 * One page of the condominium's charge lines posted in [from, to), oldest first (the order of a statement): the
 * page's ids are cut on the (condominium, posted) index first, as one array, then only they are joined to their unit
 * (issue 30: a window count over the month joined all ~4,800 lines to their units on every page, 10 ms). The total is
 * the totals' own count (chargeTotals). Both are prepared once: building them with drizzle on every request was ~15 %
 * of the route's server CPU.
 */
const preparePage = (db: Database) => {
  const ids = db
    .select({ id: c.id })
    .from(c)
    .where(inWindowOf)
    .orderBy(asc(c.createdAt), asc(c.id))
    .limit(p('limit'))
    .offset(p('offset'));
  return db
    .select(columns)
    .from(c)
    .innerJoin(unidades, eq(unidades.idUnidade, c.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(sql`${c.id} = any((select array(${ids}))::bigint[])`)
    .orderBy(asc(c.createdAt), asc(c.id))
    .prepare('cobrancas_pagina');
};

export const chargePage = async (db: Database, w: ChargeWindow, { page, limit }: { page: number; limit: number }) => {
  const rows = await preparedOnce(db, 'cobrancas:pagina', () => preparePage(db)).execute({
    ...windowParams(w),
    limit,
    offset: (page - 1) * limit,
  });
  return rows.map(toChargeLine);
};

const prepareTotals = (db: Database) =>
  db
    .select({
      linhas: sql<number>`count(*)`.mapWith(Number),
      cobrado: sql<string>`coalesce(sum(${c.valor}) filter (where ${c.tipo} = 'COBRANCA'), 0)`,
      estornado: sql<string>`coalesce(-sum(${c.valor}) filter (where ${c.tipo} = 'ESTORNO'), 0)`,
      saldo: sql<string>`coalesce(sum(${c.valor}), 0)`,
    })
    .from(c)
    .where(inWindowOf)
    .prepare('cobrancas_totais');

/** Totals of every line of the window: charged, reversed (as a positive amount) and the balance. */
export const chargeTotals = async (db: Database, w: ChargeWindow): Promise<ChargeTotals & { linhas: number }> => {
  const [row] = await preparedOnce(db, 'cobrancas:totais', () => prepareTotals(db)).execute(windowParams(w));
  return {
    linhas: row?.linhas ?? 0,
    cobrado: Number(row?.cobrado ?? 0),
    estornado: Number(row?.estornado ?? 0),
    saldo: Number(row?.saldo ?? 0),
  };
};

/** Every line of the window in batches of `size`, for the reports (a month holds hundreds of lines, not millions). */
export async function* chargeBatches(db: Database, w: ChargeWindow, size = 2000): AsyncGenerator<ChargeLine[]> {
  let offset = 0;
  for (;;) {
    const rows = await linesQuery(db, w).limit(size).offset(offset);
    if (rows.length === 0) return;
    yield rows.map(toChargeLine);
    if (rows.length < size) return;
    offset += size;
  }
}
