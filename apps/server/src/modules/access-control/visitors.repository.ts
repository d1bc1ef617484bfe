import type { VisitorUnit } from '@portaria/shared/access-control/visitors.schemas';
import {
  type AuthorizationType,
  type CreatedBy,
  type VisitorType,
} from '@portaria/shared/access-control/visitors.rules';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { PageWindow } from '../../platform/lists/paginate.ts';
import { escapeLike, everyWordHasTrigrams } from '../../platform/lists/search.ts';
import { visitorWordsMatch, wordsOf } from './visitor-words.ts';
import { rowsOf } from './visitors-sql-rows.ts';
import { ONE_PLAN_FOR_EVERY_PATTERN_MARK } from '../../db/prepared-pg.ts';

/** Search order: the exact name first, then names starting with the query, then the other matches; newest first within. */
const rankOf = (query: string | undefined): SQL => {
  const typed = wordsOf(query).join(' ');
  if (!typed) return sql`0`;
  const name = sql`v.nome_busca`;
  return sql`(case when ${name} = ${typed} then 0 when ${name} like ${`${escapeLike(typed)}%`} then 1 else 2 end)`;
};

export type VisitorRow = {
  id: number;
  id_unidade: number | null;
  nm_bloco: string | null;
  nm_unidade: string | null;
  parentesco: string | null;
  funcao: string | null;
  observacao: string | null;
  retira_encomendas: boolean;
  retira_ate: string | null;
  created_by: CreatedBy;
  id_visitante: number;
  nome: string;
  rg: string | null;
  empresa: string | null;
  telefone: string | null;
  estrangeiro: boolean;
  tipo_documento: 'CPF' | 'RNE' | 'PASSAPORTE';
  numero_documento: string;
  ativo: boolean;
  visitante_tipo: VisitorType;
  usa_biometria_facial: boolean;
  status_biometria: 'NAO_CADASTRADA' | 'CADASTRADA';
  tipo_autorizacao: AuthorizationType | null;
};

export const toVisitorUnit = (r: VisitorRow): VisitorUnit => ({
  idVisitanteUnidade: r.id,
  idUnidade: r.id_unidade,
  nmBloco: r.nm_bloco,
  nmUnidade: r.nm_unidade,
  unidades: r.id_unidade == null ? [] : [{ id: r.id_unidade }],
  visitante: {
    idVisitante: r.id_visitante,
    nome: r.nome,
    rg: r.rg,
    cpf: r.tipo_documento === 'CPF' ? r.numero_documento : null,
    empresa: r.empresa,
    telefone: r.telefone,
    estrangeiro: r.estrangeiro,
    flEstrangeiro: r.estrangeiro ? 'S' : 'N',
    tipoDocumentoEstrangeiro: r.tipo_documento === 'CPF' ? null : r.tipo_documento,
    documentoEstrangeiro: r.tipo_documento === 'CPF' ? null : r.numero_documento,
    ativo: r.ativo,
    visitanteTipo: r.visitante_tipo,
    usaBiometriaFacial: r.usa_biometria_facial,
  },
  parentesco: r.parentesco,
  funcao: r.funcao,
  retiraEncomendas: r.retira_encomendas,
  retiraAte: r.retira_ate === null ? null : String(r.retira_ate).slice(0, 10),
  tipoAutorizacao: r.tipo_autorizacao,
  observacao: r.observacao,
  createdBy: r.created_by,
  status_biometria_visitante: r.status_biometria,
});

export type VisitorFilters = {
  curinga?: string | undefined;
  idBloco?: number | undefined;
  idUnidade?: number | undefined;
  tipoVisitante?: VisitorType | undefined;
  prestadorCondominio?: boolean | undefined;
  idVisitanteUnidade?: number | undefined;
};

/**
 * The filters' values, or placeholders of a statement prepared for their shape (visitors-page.repository.ts): which
 * of them are set (and `prestadorCondominio`, a literal) is the shape. Words are searched with values only.
 */
export type VisitorWhere = {
  [K in 'idVisitanteUnidade' | 'idUnidade' | 'idBloco' | 'tipoVisitante']?: VisitorFilters[K] | Placeholder;
} & Pick<VisitorFilters, 'curinga' | 'prestadorCondominio'>;

export const filtersOf = (
  idCondo: number | Placeholder,
  f: VisitorWhere,
): { joins: SQL; where: SQL; searching: boolean } => {
  const where: SQL[] = [sql`vu.id_condo = ${idCondo}`, sql`vu.ativo`];
  if (f.idVisitanteUnidade) where.push(sql`vu.id = ${f.idVisitanteUnidade}`);
  if (f.idUnidade) where.push(sql`vu.id_unidade = ${f.idUnidade}`);
  if (f.idBloco) where.push(sql`vu.id_unidade in (select id_unidade from unidades where id_bloco = ${f.idBloco})`);
  // The link's copy of its person's type (migration 0057): no person read to filter, a range of its own index.
  if (f.tipoVisitante) where.push(sql`vu.visitante_tipo = ${f.tipoVisitante}`);
  if (f.prestadorCondominio === true) where.push(sql`vu.id_unidade is null`);
  if (f.prestadorCondominio === false) where.push(sql`vu.id_unidade is not null`);
  const words = visitorWordsMatch(sql`v.busca`, f.curinga);
  where.push(...words);
  const needsPerson = words.length > 0;
  return {
    joins: needsPerson ? sql`join visitantes v on v.id = vu.id_visitante` : sql``,
    where: sql.join(where, sql` and `),
    searching: words.length > 0,
  };
};

/** The list is searched by words (ranked, counted in its statement): `curinga` has a word once folded. */
export const isSearch = (f: Pick<VisitorFilters, 'curinga'>): boolean => wordsOf(f.curinga).length > 0;

/** No filter but the condominium's: the list's total is the trigger's counter (migration 0042, decision 114). */
const unfiltered = (f: VisitorFilters): boolean =>
  !f.idVisitanteUnidade &&
  !f.idUnidade &&
  !f.idBloco &&
  !f.tipoVisitante &&
  f.prestadorCondominio === undefined &&
  !isSearch(f);

/**
 * A search of words of 3 letters or more and no other filter is named all the same (decision 134, amended): its
 * generic plan is the trigram search's, as planned for each pattern, and planning it cost 0.9–1.9 ms a search. A
 * shorter word has no trigram (its generic plan read every visitor: 38 ms for 'xq', 0.9 planned for it), and another
 * filter (a unit, a block) may be the better way in.
 */
const onePlan = (f: VisitorFilters): boolean =>
  everyWordHasTrigrams(wordsOf(f.curinga)) && unfiltered({ ...f, curinga: undefined });

/** The type of the visitor-unit's latest schedule not deleted (the list's `tipoAutorizacao`). */
export const latestScheduleType = sql`(select a.tipo_autorizacao from autorizacoes a
  where a.id_visitante_unidade = vu.id and a.excluido_em is null order by a.id desc limit 1)`;

/**
 * The visitor-unit `vu` is in the window of the filter's matches, newest first. The window's ids come as one array
 * (an InitPlan): a named statement's generic plan then reads only those rows by primary key. Joined to the page as a
 * CTE, its generic plan (a LIMIT it cannot see, estimated at 478 rows) hashed the whole table, so PostgreSQL planned
 * it again on every execution: 0.74 ms of planning for 1 ms of work (bench:uncached counted 4,610 custom plans and no
 * generic one).
 */
export const inWindow = (
  joins: SQL,
  where: SQL,
  window: { limit: number | Placeholder; offset: number | Placeholder },
): SQL => sql`vu.id = any((select array(select vu.id from visitante_unidades vu ${joins} where ${where}
  order by vu.id desc limit ${window.limit} offset ${window.offset}))::int[])`;

/** A visitor-unit's row as `toVisitorUnit` reads it (aliases vu, v, u, b). */
export const visitorColumns = sql`vu.id, vu.id_unidade, b.nome as nm_bloco, u.nome as nm_unidade, vu.parentesco, vu.funcao,
  vu.observacao, vu.retira_encomendas, vu.retira_ate::text as retira_ate, vu.created_by, v.id as id_visitante, v.nome, v.rg,
  v.empresa, v.telefone, v.estrangeiro, v.tipo_documento, v.numero_documento, v.ativo, v.visitante_tipo,
  v.usa_biometria_facial, v.status_biometria, ${latestScheduleType} as tipo_autorizacao`;

/** The visitor-unit `vu`'s person (`v`), unit (`u`) and block (`b`). */
const personAndUnit = sql`join visitantes v on v.id = vu.id_visitante
  left join unidades u on u.id_unidade = vu.id_unidade
  left join blocos b on b.id_bloco = u.id_bloco`;

/**
 * A search's page, best match first (decision 094), its columns chosen by the caller (`select`, read after
 * `page.total`): a search ranks every match before cutting the page, so it reads them all anyway and counts them in
 * the same statement (`total`), where a second statement would repeat the trigram search. Only the page's rows are
 * then joined to their person, unit and latest schedule.
 */
export const searchStatement = (idCondo: number, f: VisitorFilters, window: PageWindow, select: SQL): SQL => {
  const { joins, where } = filtersOf(idCondo, f);
  return sql`${onePlan(f) ? sql.raw(ONE_PLAN_FOR_EVERY_PATTERN_MARK) : sql``} with page as (
      select vu.id, ${rankOf(f.curinga)} as rank, count(*) over () as total from visitante_unidades vu ${joins}
      where ${where} order by rank, vu.id desc limit ${window.limit} offset ${window.offset}
    )
    select page.total, ${select}
    from page
    join visitante_unidades vu on vu.id = page.id
    ${personAndUnit}
    order by page.rank, vu.id desc`;
};

/**
 * A window of the condominium's active visitor-units without a search, newest first (decision 083), each by
 * `toVisitorUnit`: the window's ids come from the (id_condo, id) index (`inWindow`), and only those are joined to
 * their person, unit and latest schedule. The list's pages are written by the database (visitors-page.repository.ts);
 * this reads one visitor-unit, and is what visitors-page-json.test.ts holds them to.
 */
export const listVisitorUnits = async (
  db: Database,
  idCondo: number,
  f: Omit<VisitorFilters, 'curinga'>,
  window: PageWindow,
): Promise<VisitorUnit[]> => {
  const { joins, where } = filtersOf(idCondo, f);
  const rows = await rowsOf<VisitorRow>(
    db,
    sql`select ${visitorColumns} from visitante_unidades vu ${personAndUnit}
      where ${inWindow(joins, where, window)} order by vu.id desc`,
  );
  return rows.map(toVisitorUnit);
};

/**
 * How many visitor-units the filters match: a search's page past its end, and a filter whose count walks much of the
 * condominium (a block, a type, providers), counted once per data version (visitors-list.service.ts). Without a
 * filter the page's statement reads the condominium's counter instead (visitors-page.repository.ts).
 */
export const countVisitorUnits = async (db: Database, idCondo: number, f: VisitorFilters): Promise<number> => {
  const { joins, where } = filtersOf(idCondo, f);
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from visitante_unidades vu ${joins} where ${where}`,
  );
  return Number(row?.n ?? 0);
};

/** One active visitor-unit of the condominium, or null. */
export const findVisitorUnit = async (
  db: Database,
  idCondo: number,
  idVisitanteUnidade: number,
): Promise<VisitorUnit | null> => {
  const [found] = await listVisitorUnits(db, idCondo, { idVisitanteUnidade }, { limit: 1, offset: 0 });
  return found ?? null;
};

/** The active person with this document in the condominium, and their link to the unit (null: condominium provider). */
export const findByDocument = async (
  db: Database,
  idCondo: number,
  tipo: string,
  numero: string,
  idUnidade: number | null,
) => {
  const [row] = await rowsOf<{ id_visitante: number; id_visitante_unidade: number | null }>(
    db,
    sql`select v.id as id_visitante,
          (select vu.id from visitante_unidades vu where vu.id_visitante = v.id and vu.ativo
             and coalesce(vu.id_unidade, 0) = ${idUnidade ?? 0}) as id_visitante_unidade
        from visitantes v
        where v.id_condo = ${idCondo} and v.tipo_documento = ${tipo} and v.numero_documento = ${numero} and v.ativo`,
  );
  return { idVisitante: row?.id_visitante ?? null, idVisitanteUnidade: row?.id_visitante_unidade ?? null };
};
