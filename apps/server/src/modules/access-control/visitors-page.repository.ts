import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Series } from '../../platform/lists/daily-counts.ts';
import { jsonObject, jsonText, named, namedRows } from '../../platform/lists/json-rows.ts';
import type { PageWindow } from '../../platform/lists/paginate.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { rowsOf } from './visitors-sql-rows.ts';
import {
  filtersOf,
  inWindow,
  latestScheduleType,
  searchStatement,
  type VisitorFilters,
} from './visitors.repository.ts';

const p = (name: string) => sql.placeholder(name);

/** Which filters a page without search has (providers: only, none, or either): one prepared statement per shape. */
type Shape = { link: boolean; unit: boolean; block: boolean; type: boolean; providers: boolean | undefined };
const shapeOf = (f: VisitorFilters): Shape => ({
  link: Boolean(f.idVisitanteUnidade),
  unit: Boolean(f.idUnidade),
  block: Boolean(f.idBloco),
  type: Boolean(f.tipoVisitante),
  providers: f.prestadorCondominio,
});
const keyOf = (s: Shape) =>
  [s.link, s.unit, s.block, s.type].map(Number).join('') + (s.providers === undefined ? 'x' : s.providers ? 's' : 'n');

/**
 * A visitor-unit's answer as the database writes it (decision 136): `visitorUnitSchema`'s keys in its order, each
 * value as `toVisitorUnit` makes it (the document as CPF or foreign, 'S'/'N', the day as text, the latest schedule's
 * type). visitors-page-json.test.ts holds the two equal.
 */
const visitorUnitJson = jsonText({
  idVisitanteUnidade: sql`vu.id`,
  idUnidade: sql`vu.id_unidade`,
  nmBloco: sql`b.nome`,
  nmUnidade: sql`u.nome`,
  unidades: sql`case when vu.id_unidade is null then '[]'::json
    else json_build_array(${jsonObject({ id: sql`vu.id_unidade` })}) end`,
  visitante: jsonObject({
    idVisitante: sql`v.id`,
    nome: sql`v.nome`,
    rg: sql`v.rg`,
    cpf: sql`case when v.tipo_documento = 'CPF' then v.numero_documento end`,
    empresa: sql`v.empresa`,
    telefone: sql`v.telefone`,
    estrangeiro: sql`v.estrangeiro`,
    flEstrangeiro: sql`case when v.estrangeiro then 'S' else 'N' end`,
    tipoDocumentoEstrangeiro: sql`case when v.tipo_documento <> 'CPF' then v.tipo_documento end`,
    documentoEstrangeiro: sql`case when v.tipo_documento <> 'CPF' then v.numero_documento end`,
    ativo: sql`v.ativo`,
    visitanteTipo: sql`v.visitante_tipo`,
    usaBiometriaFacial: sql`v.usa_biometria_facial`,
  }),
  parentesco: sql`vu.parentesco`,
  funcao: sql`vu.funcao`,
  retiraEncomendas: sql`vu.retira_encomendas`,
  retiraAte: sql`vu.retira_ate::text`,
  tipoAutorizacao: latestScheduleType,
  observacao: sql`vu.observacao`,
  createdBy: sql`vu.created_by`,
  status_biometria_visitante: sql`v.status_biometria`,
});

/** An active-links counter of the condominium kept by the triggers (migrations 0042 and 0057), 0 when absent. */
const counter = (series: SQL | Series): SQL<number> =>
  sql<number>`coalesce((select n from contagens where serie = ${series} and id_condo = ${p('idCondo')}), 0)`;

/**
 * The total in the page's statement where it is cheap: no filter, a type alone or the providers alone read the
 * condominium's counters (migrations 0042 and 0057: before, a type's total joined ~90,000 links to their people,
 * 105 ms at best on the benchmark's database); one link or one unit counts its few rows on their index. A block, or
 * a type with another filter, over the whole condominium counts ~4,000 to ~30,000 links: null, counted apart once per
 * data version (visitors-list.service.ts), where the page stops at its LIMIT.
 */
const totalOf = (s: Shape, joins: SQL, where: SQL): SQL<number | null> => {
  if (s.link || s.unit) return sql`(select count(*)::int from visitante_unidades vu ${joins} where ${where})`;
  if (s.block) return sql`null::int`;
  const all = 'visitante_unidades:ATIVO' satisfies Series;
  const withoutUnit = 'visitante_unidades:ATIVO:SEM_UNIDADE' satisfies Series;
  if (s.type) {
    return s.providers === undefined ? counter(sql`${`${all}:`} || ${p('tipoVisitante')}::text`) : sql`null::int`;
  }
  if (s.providers === undefined) return counter(all);
  return s.providers ? counter(withoutUnit) : sql<number>`${counter(all)} - ${counter(withoutUnit)}`;
};

/**
 * A page of visitor-units without a search in ONE statement prepared once per shape: the window's ids as an array
 * (`inWindow`, which keeps the generic plan), those rows written as JSON, and the total. It hangs on the
 * condominium's row (LEFT JOIN) so that a page past the end still answers its total. Before, the SQL was built on
 * every request, 23 columns × 50 rows decoded, mapped by `toVisitorUnit` and serialized by zod's compiled
 * serializer, and the total was a statement of its own.
 */
const preparedPage = (db: Database, s: Shape) =>
  preparedOnce(db, `visitantes:pagina:${keyOf(s)}`, () => {
    const { joins, where } = filtersOf(p('idCondo'), {
      idVisitanteUnidade: s.link ? p('idVisitanteUnidade') : undefined,
      idUnidade: s.unit ? p('idUnidade') : undefined,
      idBloco: s.block ? p('idBloco') : undefined,
      tipoVisitante: s.type ? p('tipoVisitante') : undefined,
      prestadorCondominio: s.providers,
    });
    const window = { limit: p('limit'), offset: p('offset') };
    return db
      .select(named({ id: sql`vu.id`, json: visitorUnitJson, total: totalOf(s, joins, where) }))
      .from(
        sql`condominios c
        left join visitante_unidades vu on ${inWindow(joins, where, window)}
        left join visitantes v on v.id = vu.id_visitante
        left join unidades u on u.id_unidade = vu.id_unidade
        left join blocos b on b.id_bloco = u.id_bloco`,
      )
      .where(sql`c.id_condo = ${p('idCondo')}`)
      .orderBy(sql`vu.id desc`)
      .prepare(`visitantes_pagina_${keyOf(s)}`);
  });

/** A page's row as the driver reads it (`namedRows`); an empty window's one row has no visitor-unit (`id` null). */
type PageRow = { id: number | null; json: string; total: number | string | null };

/** A window's visitor-units, each as its answer's JSON, and the filter's total when the statement counted it. */
type PageRead = (
  db: Database,
  idCondo: number,
  f: VisitorFilters,
  window: PageWindow,
) => Promise<{ rows: string[]; total: number | null }>;

/** Without a search: newest first, the total where `totalOf` counts it. */
export const visitorPageJson: PageRead = async (db, idCondo, f, window) => {
  const { idVisitanteUnidade, idUnidade, idBloco, tipoVisitante } = f;
  const values = { idCondo, idVisitanteUnidade, idUnidade, idBloco, tipoVisitante, ...window };
  const rows = await namedRows<PageRow>(preparedPage(db, shapeOf(f)), values);
  const total = rows[0]?.total;
  return {
    rows: rows.flatMap((row) => (row.id === null ? [] : [row.json])),
    total: total == null ? null : Number(total),
  };
};

/**
 * A search's page written the same way (its statement built for its words on each request, as before: decision 134
 * plans a search for them), ranked and counted in its own statement; null past its end, where there is no row to
 * carry the count.
 */
export const visitorSearchJson: PageRead = async (db, idCondo, f, window) => {
  const rows = await rowsOf<{ total: number | string; json: string }>(
    db,
    searchStatement(idCondo, f, window, sql`${visitorUnitJson} as json`),
  );
  return { rows: rows.map((row) => row.json), total: rows[0] ? Number(rows[0].total) : null };
};
