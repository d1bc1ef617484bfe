import type { OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, ocorrencias as o, unidades } from '../../db/schema/index.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { summaryColumns, toSummary, type OccurrenceFilter } from './occurrences.repository.ts';

const p = (name: string) => sql.placeholder(name);

/** Which optional filters a page without words has: one prepared statement per shape. */
type Shape = { unit: boolean; closed: boolean; shared: boolean };
const shapeOf = (f: OccurrenceFilter): Shape => ({
  unit: f.idUnidade !== undefined,
  closed: f.encerrado !== undefined,
  shared: f.publica !== undefined,
});
const keyOf = (s: Shape) => `${Number(s.unit)}${Number(s.closed)}${Number(s.shared)}`;

/**
 * A page of occurrences without a word search (the list's usual screen: a period, perhaps a unit or a state), prepared
 * once per shape: the window's ids on the (condominium, date, id) index walked backwards to the LIMIT, then those
 * rows' details, as `listOccurrencePage` reads them. Building that drizzle query on every request took ~0.5 of the
 * 1.9 ms of server CPU a page cost (issue 30).
 */
const preparedPage = (db: Database, s: Shape) =>
  preparedOnce(db, `ocorrencias:pagina:${keyOf(s)}`, () => {
    const hits = db.$with('hits').as(
      db
        .select({ id: sql<number>`${o.id}`.as('hit_id') })
        .from(o)
        .where(
          and(
            eq(o.idCondo, p('idCondo')),
            sql`${o.dataOcorrencia} >= ${p('start')}::timestamptz`,
            sql`${o.dataOcorrencia} < ${p('end')}::timestamptz`,
            s.unit ? eq(o.idUnidade, p('idUnidade')) : undefined,
            s.closed ? eq(o.flEncerrado, p('encerrado')) : undefined,
            s.shared ? eq(o.publica, p('publica')) : undefined,
          ),
        )
        .orderBy(desc(o.dataOcorrencia), desc(o.id))
        .limit(p('limit') as unknown as number)
        .offset(p('offset') as unknown as number),
    );
    return db
      .with(hits)
      .select(summaryColumns)
      .from(hits)
      .innerJoin(o, eq(o.id, hits.id))
      .innerJoin(unidades, eq(unidades.idUnidade, o.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .orderBy(desc(o.dataOcorrencia), desc(o.id))
      .prepare(`ocorrencias_pagina_${keyOf(s)}`);
  });

export const listOccurrencePageWithoutWords = async (
  db: Database,
  f: OccurrenceFilter,
  window: { limit: number; offset: number },
): Promise<OccurrenceSummary[]> => {
  const rows = await preparedPage(db, shapeOf(f)).execute({
    idCondo: f.idCondo,
    start: f.start.toISOString(),
    end: f.end.toISOString(),
    idUnidade: f.idUnidade,
    encerrado: f.encerrado,
    publica: f.publica,
    ...window,
  });
  return rows.map(toSummary);
};
