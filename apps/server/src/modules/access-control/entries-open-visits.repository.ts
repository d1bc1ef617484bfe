import type { AuthorizationType } from '@portaria/shared/access-control/visitors.rules';
import type { EntryCard } from '@portaria/shared/access-control/visitors.schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { named, namedRows } from '../../platform/lists/json-rows.ts';
import { cardJson } from './entries-card-json.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { entryWordsMatch, epoch, toCard, type CardRow } from './entries.repository.ts';
import { rowsOf } from './visitors-sql-rows.ts';

export type OpenVisitFilters = {
  antesDe?: string | undefined;
  idVisitanteUnidade?: number | undefined;
  idsBlocos?: number[] | undefined;
  idsUnidades?: number[] | undefined;
  curinga?: string | undefined;
  tipoAutorizacao?: AuthorizationType | undefined;
};

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The visit's visitor-unit is active: it is none of the few inactive ones (their own partial index, migration 0054),
 * so listing and counting need not look up the link of every open visit (the count: 7.9 against 0.7 ms, issue 30).
 * Every visit has its link (a non-null key, deleted with it).
 */
const linkActive = sql`not exists (select from visitante_unidades x where x.id = l.id_visitante_unidade and not x.ativo)`;

const whereOf = (idCondo: number, f: OpenVisitFilters): SQL => {
  const where: SQL[] = [sql`l.id_condo = ${idCondo}`, sql`l.dt_saida is null`, linkActive];
  if (f.antesDe) where.push(sql`l.dia < ${f.antesDe}::date`);
  if (f.idVisitanteUnidade) {
    where.push(
      sql`vu.id_visitante = (select x.id_visitante from visitante_unidades x where x.id = ${f.idVisitanteUnidade} and x.id_condo = ${idCondo})`,
    );
  }
  if (f.idsBlocos?.length) where.push(sql`u.id_bloco in (${ids(f.idsBlocos)})`);
  if (f.idsUnidades?.length) where.push(sql`vu.id_unidade in (${ids(f.idsUnidades)})`);
  if (f.tipoAutorizacao) where.push(sql`l.tipo_autorizacao = ${f.tipoAutorizacao}`);
  where.push(...entryWordsMatch('p', f.curinga));
  return sql.join(where, sql` and `);
};

// The person and unit of each open visit; `p` is what the search reads (entryWordsMatch), folded when written. The
// visitor-unit by its key for each open visit ('offset 0' keeps the subquery a lookup): joined freely, the count
// hashed all 100,000 visitor-units to match ~900 open visits (28 ms against 1 ms, issue 30).
const from = sql`from log_entradas l
  cross join lateral (select x.id, x.id_visitante, x.id_unidade, x.ativo from visitante_unidades x
    where x.id = l.id_visitante_unidade offset 0) vu
  join visitantes v on v.id = vu.id_visitante
  left join unidades u on u.id_unidade = vu.id_unidade
  left join blocos b on b.id_bloco = u.id_bloco
  cross join lateral (select v.busca, u.busca as unidade, b.busca as bloco) p`;
// The count reads the person, unit and block only when a filter does, and the visit's link only when a filter
// reads it (the person's other links, a unit).
const linkOf = sql`from log_entradas l
  cross join lateral (select x.id, x.id_visitante, x.id_unidade, x.ativo from visitante_unidades x
    where x.id = l.id_visitante_unidade offset 0) vu`;
const visitOf = (f: OpenVisitFilters) =>
  f.idVisitanteUnidade || f.idsUnidades?.length ? linkOf : sql`from log_entradas l`;

/**
 * Visits with an entry and no exit, oldest entry first (decision 094): the ones left open on days before `antesDe`
 * (the desk's overnight visits), or every open visit of the person behind `idVisitanteUnidade` (any of their units:
 * one person is inside once). The partial index of open visits by (condominium, entry) gives them in order with the
 * page's LIMIT; `countOpenVisits` counts the same rows apart (issue 30: no window count over every open visit).
 */
export const listOpenVisits = async (
  db: Database,
  idCondo: number,
  f: OpenVisitFilters,
  window: { limit: number; offset: number },
): Promise<EntryCard[]> => {
  const where = whereOf(idCondo, f);
  const page = sql`order by l.dt_entrada, l.id limit ${window.limit} offset ${window.offset}`;
  // Without a filter on the person, unit or block, the page's visits are chosen first on the visit and its
  // visitor-unit alone (an array, read once), and only those are joined: the page N of the open visits joined every
  // visit it skipped (page 10: 500 visits × 5 lookups, ~9 ms against ~2 ms).
  const byPerson = Boolean(f.curinga?.trim() || f.idsBlocos?.length);
  const rows = await rowsOf<CardRow>(
    db,
    sql`select l.id as id_log, v.visitante_tipo, l.tipo_autorizacao, l.id_autorizacao, v.nome, l.id_visitante_unidade, v.empresa,
          b.nome as nm_bloco, u.nome as nm_unidade, a.data_de::text as data_de, a.data_ate::text as data_ate,
          ${epoch(sql`l.dt_entrada`)} as dt_entrada, null as dt_saida, 0 as total_rows
        ${from}
        left join autorizacoes a on a.id = l.id_autorizacao
        where ${byPerson ? sql`${where} ${page}` : sql`l.id = any((select array(select l.id ${visitOf(f)} where ${where} ${page}))::int[]) order by l.dt_entrada, l.id`}`,
  );
  return rows.map(toCard);
};

export const countOpenVisits = async (db: Database, idCondo: number, f: OpenVisitFilters): Promise<number> => {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*) as n ${f.curinga?.trim() || f.idsBlocos?.length ? from : visitOf(f)} where ${whereOf(idCondo, f)}`,
  );
  return Number(row?.n ?? 0);
};

/** No filter: every open visit of the condominium (the desk's list of who is inside). */
export const isUnfiltered = (f: OpenVisitFilters): boolean =>
  !f.antesDe &&
  !f.idVisitanteUnidade &&
  !f.idsBlocos?.length &&
  !f.idsUnidades?.length &&
  !f.curinga?.trim() &&
  !f.tipoAutorizacao;

/** An open visit's card (entries-open-visits-json.test.ts holds it to `toCard`). */
const openCardJson = cardJson({
  idLog: sql`l.id`,
  tipoAutorizacao: sql`l.tipo_autorizacao`,
  idAutorizacao: sql`l.id_autorizacao`,
  idVisitanteUnidade: sql`l.id_visitante_unidade`,
  entrada: sql`l.dt_entrada`,
  saida: sql`null::timestamptz`,
});

const p = (name: string) => sql.placeholder(name);

/**
 * Every open visit of the condominium, a page of them, in ONE statement prepared once: the page's ids on the open
 * visits' partial index (an array, read once), those cards written as JSON, and the count of the same visits. Before,
 * each request built two statements (the page and the count), planned them both, and mapped and serialized the cards
 * in JS.
 */
const wholePage = (db: Database) =>
  preparedOnce(db, 'entradas:abertas:json', () => {
    const where = whereOf(p('idCondo') as unknown as number, {});
    const page = sql`order by l.dt_entrada, l.id limit ${p('limit')} offset ${p('offset')}`;
    return db
      .select(
        named({ json: openCardJson, total: sql<number>`(select count(*)::int from log_entradas l where ${where})` }),
      )
      .from(
        sql`log_entradas l
        join visitante_unidades vu on vu.id = l.id_visitante_unidade
        join visitantes v on v.id = vu.id_visitante
        left join unidades u on u.id_unidade = vu.id_unidade
        left join blocos b on b.id_bloco = u.id_bloco
        left join autorizacoes a on a.id = l.id_autorizacao`,
      )
      .where(sql`l.id = any((select array(select l.id from log_entradas l where ${where} ${page}))::int[])`)
      .orderBy(sql`l.dt_entrada, l.id`)
      .prepare('entradas_abertas_json');
  });

/**
 * A page of every open visit, each card as its JSON text, and their total; a page past the end has no rows, and
 * counts apart.
 */
export const openVisitsPageJson = async (
  db: Database,
  idCondo: number,
  window: { limit: number; offset: number },
): Promise<{ rows: string[]; total: number }> => {
  const rows = await namedRows<{ json: string; total: number | string }>(wholePage(db), { idCondo, ...window });
  if (rows.length === 0) return { rows: [], total: await countOpenVisits(db, idCondo, {}) };
  return { rows: rows.map((row) => row.json), total: Number(rows[0]!.total) };
};
