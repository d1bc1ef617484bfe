import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, correspondencias, retiradas, unidades, usuarios } from '../../db/schema/index.ts';
import { dailyCountOf, setCountOf, type DailySeries } from '../../platform/lists/daily-counts.ts';
import { isoTime, jsonObject, jsonText, named, namedRows } from '../../platform/lists/json-rows.ts';
import type { PageWindow } from '../../platform/lists/paginate.ts';
import { parcelTextColumns, type ListFilter } from './correspondence.repository.ts';
import {
  pageIdsOf,
  paramsOf,
  prepared,
  shapeKey,
  shapeOf,
  whereOf,
  wholeDaysOf,
  type Shape,
} from './list-queries.repository.ts';

const c = correspondencias;
const p = (name: string) => sql.placeholder(name);

/**
 * A parcel's answer (`correspondenciaSchema`) as the database writes it (decision 136), what `toCorrespondencia` builds
 * in JS: the pickup person registered or typed by the desk as the JS reads them (a name that is not empty), the release
 * only when there is one. Who released it is the joined user's name: read as `rowColumns`' subquery, once per row of
 * the page, it cost PostgreSQL ~0.8 of the 200-row page's ~3.8 ms.
 */
const parcelJson = jsonText({
  id: c.id,
  dataChegada: isoTime(c.dataChegada),
  ...parcelTextColumns,
  foto: c.hashFoto,
  unidade: jsonObject({ idUnidade: c.idUnidade, nome: unidades.nome, nmBloco: blocos.nome }),
  status: c.status,
  dataRetirada: isoTime(retiradas.dataRetirada),
  moradorRetirada: sql`case when ${retiradas.nome} <> '' and ${retiradas.cadastrado}
    then ${jsonObject({ idMorador: retiradas.idMorador, nome: retiradas.nome })} end`,
  nomeMoradorNaoCadastro: sql`case when ${retiradas.nome} <> '' and ${retiradas.cadastrado} = false
    then ${retiradas.nome} end`,
  valiosa: c.valiosa,
  retirada: sql`case when ${retiradas.id} is not null then ${jsonObject({
    porteiro: usuarios.nome,
    conferencia: retiradas.conferencia,
    hashAssinatura: retiradas.hashAssinatura,
    hashFoto: retiradas.hashFoto,
  })} end`,
});

/**
 * Where the page's statement reads its total: over the whole condominium, a period of whole days sums its days'
 * counters (decision 114) and the whole history sums every day's, every waiting parcel is the condominium's counter;
 * a unit counts its own index range. A block is counted apart (once per data version, in the list cache): its
 * count walks the period's parcels of every unit of the block.
 */
type Total = 'days' | 'waiting' | 'unit' | 'apart';

const totalOf = (f: ListFilter): Total => {
  if (f.idUnidade) return 'unit';
  if (f.idBloco) return 'apart';
  if (f.start || f.end) return wholeDaysOf(f.start, f.end) ? 'days' : 'apart';
  return f.status === 'PENDENTE' ? 'waiting' : 'days';
};

const seriesOf = (s: Shape): DailySeries[] =>
  s.status ? [`correspondencias:${s.status}`] : ['correspondencias:PENDENTE', 'correspondencias:RETIRADA'];

const totalSql = (s: Shape, total: Total): SQL => {
  if (total === 'days')
    return dailyCountOf(seriesOf(s), p('idCondo'), s.start ? p('from') : null, s.end ? p('until') : null);
  if (total === 'waiting') return sql`${setCountOf('correspondencias:PENDENTE', p('idCondo'))}::int`;
  if (total === 'unit') return sql`(select count(*)::int from ${c} where ${whereOf(s)})`;
  return sql`null::int`;
};

/**
 * The history's page in ONE statement prepared per filter shape: its ids on the (…, data_chegada desc, id desc)
 * index with the LIMIT and OFFSET, as one array the generic plan reads by primary key (as a subquery, `in (…)`, the
 * plan hashed and sorted the ids), each parcel written as JSON, and the total where it is cheap. Before, a page was
 * this statement without its total, and the total a second statement.
 */
const preparePage = (db: Database, s: Shape, total: Total) =>
  db
    .select(named({ json: parcelJson, total: totalSql(s, total) }))
    .from(c)
    .innerJoin(unidades, eq(unidades.idUnidade, c.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(retiradas, eq(retiradas.id, c.idRetirada))
    .leftJoin(usuarios, eq(usuarios.id, retiradas.idUsuario))
    .where(sql`${c.id} = any((select array(${pageIdsOf(db, s)}))::bigint[])`)
    .orderBy(desc(c.dataChegada), desc(c.id))
    .prepare(`correspondencia_historico_${shapeKey(s)}_${total}`);

/**
 * One page of the history (or of a unit's waiting parcels), newest first, each parcel as its answer's JSON text, and
 * its total when the statement could read it: null for an empty page (past the end) or a total counted apart.
 */
export const historyPageJson = async (
  db: Database,
  f: ListFilter,
  window: PageWindow,
): Promise<{ rows: string[]; total: number | null }> => {
  const s = shapeOf(f, false);
  const total = totalOf(f);
  const days = wholeDaysOf(f.start, f.end);
  const statement = prepared(db, `historico-${total}`, s, (db, s) => preparePage(db, s, total));
  const rows = await namedRows<{ json: string; total: number | string | null }>(statement, {
    ...paramsOf(f, null),
    ...window,
    from: days?.from,
    until: days?.until,
  });
  const first = rows[0];
  return {
    rows: rows.map((row) => row.json),
    total: first && total !== 'apart' ? Number(first.total ?? 0) : null,
  };
};
