import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, condominios, ocorrencias as o, unidades } from '../../db/schema/index.ts';
import { dailyCountOf } from '../../platform/lists/daily-counts.ts';
import { isoTime, jsonObject, jsonText, named, namedRows } from '../../platform/lists/json-rows.ts';
import type { PageWindow } from '../../platform/lists/paginate.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { firstAttachment, type OccurrenceFilter } from './occurrences.repository.ts';

const p = (name: string) => sql.placeholder(name);

/** Which optional filters a page has (a word search adds its words, occurrences-search.repository.ts). */
export type Shape = { unit: boolean; closed: boolean; shared: boolean };
export const shapeOf = (f: OccurrenceFilter): Shape => ({
  unit: f.idUnidade !== undefined,
  closed: f.encerrado !== undefined,
  shared: f.publica !== undefined,
});
export const keyOf = (s: Shape) => `${Number(s.unit)}${Number(s.closed)}${Number(s.shared)}`;

/**
 * An occurrence's answer as the database writes it (decision 136): `occurrenceSummarySchema`'s keys in its order,
 * each value as `toSummary` makes it (the time as `toISOString`, any state but 'S' is 'N', the first attachment).
 * occurrences-page-json.test.ts and occurrences-search-json.test.ts hold the two equal.
 */
export const summaryJson = jsonText({
  idOcorrencia: o.id,
  dataOcorrencia: isoTime(o.dataOcorrencia),
  tipoOcorrencia: o.tipoOcorrencia,
  unidade: jsonObject({ idUnidade: unidades.idUnidade, nome: unidades.nome, nmBloco: blocos.nome }),
  flEncerrado: sql`case when ${o.flEncerrado} = 'S' then 'S' else 'N' end`,
  conteudo: o.conteudo,
  email: o.email,
  hashAnexo: firstAttachment,
});

/** The filters as the WHERE of the occurrences table, with placeholders (the period on its index). */
export const whereOf = (s: Shape): SQL =>
  and(
    eq(o.idCondo, p('idCondo')),
    sql`${o.dataOcorrencia} >= ${p('start')}::timestamptz`,
    sql`${o.dataOcorrencia} < ${p('end')}::timestamptz`,
    s.unit ? eq(o.idUnidade, p('idUnidade')) : undefined,
    s.closed ? eq(o.flEncerrado, p('encerrado')) : undefined,
    s.shared ? eq(o.publica, p('publica')) : undefined,
  )!;

/**
 * The total in the page's statement where it is cheap: the period alone sums its days' counters (migration 0048,
 * ≤ 91 rows), a unit counts its own rows on the (unit, date) index. A state or 'pública' over the whole
 * condominium would count the period's ~22,000 rows on every page (bench database): null, counted apart once per
 * data version (summary.service.ts).
 */
const totalOf = (s: Shape): SQL<number | null> => {
  if (s.unit) return sql<number>`(select count(*)::int from ${o} where ${whereOf(s)})`;
  if (!s.closed && !s.shared) return dailyCountOf('ocorrencias', p('idCondo'), p('from'), p('until'));
  return sql<null>`null`;
};

/** The filtered unit is an active unit of the condominium, as `requireUnit` asks (true without a unit filter). */
const unitFoundOf = (s: Shape) =>
  s.unit
    ? sql<boolean>`exists (select 1 from ${unidades} join ${blocos} on ${blocos.idBloco} = ${unidades.idBloco}
      where ${unidades.idUnidade} = ${p('idUnidade')} and ${blocos.idCondo} = ${p('idCondo')} and ${unidades.ativa})`
    : sql<boolean>`true`;

/**
 * A page of occurrences without a word search (the list's usual screen: a period, perhaps a unit or a state) in ONE
 * statement prepared once per shape: the window's ids on the (condominium, date, id) index walked backwards to the
 * LIMIT, then those rows written as JSON, the total and the unit check. It hangs on the condominium's row (LEFT
 * JOIN) so that an empty window still answers whether the unit is the condominium's (404, not 204). Before, drizzle
 * mapped 10 columns × 50 rows, `toSummary` and the zod serializer built the answer and the total was a statement of
 * its own: 1.50–1.80 → 1.15–1.27 ms of server CPU a page (cpu:route 'ocorrências, página N'). The generic plan is
 * kept (pg_prepared_statements: 5 custom plans, then generic ones only).
 */
const preparedPage = (db: Database, s: Shape) =>
  preparedOnce(db, `ocorrencias:pagina:${keyOf(s)}`, () => {
    const anchor = db
      .select({ idCondo: condominios.idCondo })
      .from(condominios)
      .where(eq(condominios.idCondo, p('idCondo')))
      .as('condominio');
    const hits = db
      .select({ id: sql<number>`${o.id}`.as('hit_id') })
      .from(o)
      .where(whereOf(s))
      .orderBy(desc(o.dataOcorrencia), desc(o.id))
      .limit(p('limit') as unknown as number)
      .offset(p('offset') as unknown as number)
      .as('hits');
    return db
      .select(named({ id: o.id, json: summaryJson, total: totalOf(s), isUnitFound: unitFoundOf(s) }))
      .from(anchor)
      .leftJoin(hits, sql`true`)
      .leftJoin(o, eq(o.id, hits.id))
      .leftJoin(unidades, eq(unidades.idUnidade, o.idUnidade))
      .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .orderBy(desc(o.dataOcorrencia), desc(o.id))
      .prepare(`ocorrencias_pagina_${keyOf(s)}`);
  });

/** A page's row as the driver reads it (`namedRows`); an empty window's one row has no occurrence (`id` null). */
type PageRow = { id: number | string | null; json: string; total: number | string | null; isUnitFound: boolean | null };

export type OccurrenceJsonPage = {
  /** Each occurrence's answer, newest first. */
  rows: string[];
  /** The filter's total, when the statement counted it (`totalOf`). */
  total: number | null;
  isUnitFound: boolean;
};

/** The filter's values, bound by the names of the placeholders above. */
export const valuesOf = (f: OccurrenceFilter, days: { from: string; until: string }) => ({
  idCondo: f.idCondo,
  start: f.start.toISOString(),
  end: f.end.toISOString(),
  from: days.from,
  until: days.until,
  idUnidade: f.idUnidade,
  encerrado: f.encerrado,
  publica: f.publica,
});

export const occurrencePageJson = async (
  db: Database,
  f: OccurrenceFilter,
  days: { from: string; until: string },
  window: PageWindow,
): Promise<OccurrenceJsonPage> => {
  const rows = await namedRows<PageRow>(preparedPage(db, shapeOf(f)), { ...valuesOf(f, days), ...window });
  const first = rows[0];
  return {
    rows: rows.flatMap((row) => (row.id === null ? [] : [row.json])),
    total: first?.total == null ? null : Number(first.total),
    isUnitFound: first?.isUnitFound === true,
  };
};

/** The filter's total counted apart (a state or 'pública' without a unit: `totalOf`), prepared once per shape. */
export const countOccurrencesOfShape = async (
  db: Database,
  f: OccurrenceFilter,
  days: { from: string; until: string },
): Promise<number> => {
  const s = shapeOf(f);
  const prepared = preparedOnce(db, `ocorrencias:total:${keyOf(s)}`, () =>
    db
      .select(named({ n: sql<number>`count(*)::int` }))
      .from(o)
      .where(whereOf(s))
      .prepare(`ocorrencias_total_${keyOf(s)}`),
  );
  const [row] = await namedRows<{ n: number | string }>(prepared, valuesOf(f, days));
  return Number(row?.n ?? 0);
};
