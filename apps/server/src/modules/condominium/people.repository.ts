import { maskId } from '@portaria/shared/br/mask';
import {
  AUTHORISED_ACCESS,
  type MoradorItem,
  type ResidentHit,
} from '@portaria/shared/correspondence/correspondence.schemas';
import { and, asc, count, eq, inArray, like, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Page } from '@portaria/shared/common/page';
import type { Database } from '../../db/client.ts';
import { autorizacoes, blocos, pessoas, unidades, visitanteUnidades, visitantes } from '../../db/schema/index.ts';
import { paginate, paginateWithCount, totalRowsColumn } from '../../platform/lists/paginate.ts';
import { storedContains } from '../../platform/lists/search.ts';

/**
 * The condominium kernel's people lookup (issue 29 item 3): who lives in a unit and who is authorised there, read by
 * correspondence (pickup, notices) and by access control, which owns the writes.
 */

/**
 * The one implementation of a condominium's residents (issue 12): correspondence reads them as `MoradorItem`
 * (pickup, notices), access control as `Resident` (spec 02 §3 Resident list item). Only ATIVO rows live in a
 * unit; BLOQUEADO and REMOVIDO stay for the history and the unit-access rules.
 */
export const columns = {
  idMorador: pessoas.id,
  nome: pessoas.nome,
  cpf: pessoas.cpf,
  telefone: pessoas.telefone,
  email: pessoas.email,
  cadastrado: pessoas.appInstalado,
  perfil: pessoas.perfil,
  flUsoApp: pessoas.flUsoApp,
  flCadastroDoLegado: pessoas.flCadastroDoLegado,
  createdBy: pessoas.createdBy,
  statusBiometria: pessoas.statusBiometria,
  createdAt: pessoas.createdAt,
  idUnidade: unidades.idUnidade,
  unidadeNome: unidades.nome,
  nmBloco: blocos.nome,
};
export type Row = {
  idMorador: number;
  nome: string;
  cpf: string;
  telefone: string | null;
  email: string | null;
  cadastrado: boolean;
  perfil: string;
  flUsoApp: boolean;
  flCadastroDoLegado: boolean;
  createdBy: number | null;
  statusBiometria: string;
  createdAt: Date;
  idUnidade: number;
  unidadeNome: string;
  nmBloco: string;
};

/** A literal, so the partial indexes of active residents (`situacao = 'ATIVO'`) match any plan, generic ones too. */
export const isActive = sql`${pessoas.situacao} = 'ATIVO'`;

/** The pickup list's resident: name, CPF (shown formatted) and app; nothing its screen does not show. */
const toMoradorItem = (r: Row): MoradorItem => ({
  morador: { idMorador: r.idMorador, nome: r.nome, cpf: r.cpf, cadastrado: r.cadastrado },
  unidade: { idUnidade: r.idUnidade, nome: r.unidadeNome, nmBloco: r.nmBloco },
  tipoAcesso: r.perfil,
});

/** A search hit: the CPF masked, since no screen shows it (decision 064). */
const toResidentHit = (r: Row): ResidentHit => {
  const { morador, ...rest } = toMoradorItem(r);
  return { ...rest, morador: { ...morador, idMorador: r.idMorador, cpf: maskId(r.cpf) } };
};

export const fromCondo = (db: Database, where: SQL) =>
  db
    .select(columns)
    .from(pessoas)
    .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(where);

export const unitRows = (db: Database, idCondo: number, idUnidade: number) =>
  fromCondo(db, and(eq(blocos.idCondo, idCondo), eq(pessoas.idUnidade, idUnidade), isActive)!).orderBy(
    asc(pessoas.nome),
    asc(pessoas.id),
  );

/** The pickup list (spec 02 §2.6): the unit's residents, then its authorised people on `today` (decision 101). */
export const listUnitResidents = async (
  db: Database,
  idCondo: number,
  idUnidade: number,
  today: string,
): Promise<MoradorItem[]> => {
  const residents = (await unitRows(db, idCondo, idUnidade)).map(toMoradorItem);
  const unidade = residents[0]?.unidade ?? (await unitRefOf(db, idCondo, idUnidade));
  const authorised = (await findAuthorisedPeople(db, [idUnidade], today)).map((p): MoradorItem => ({
    morador: { idMorador: null, idAutorizado: p.idAutorizado, nome: p.nome, cpf: p.cpf, cadastrado: false },
    unidade,
    tipoAcesso: AUTHORISED_ACCESS,
  }));
  return [...residents, ...authorised];
};

const unitRefOf = async (db: Database, idCondo: number, idUnidade: number) => {
  const [row] = await db
    .select({ idUnidade: unidades.idUnidade, nome: unidades.nome, nmBloco: blocos.nome })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(blocos.idCondo, idCondo), eq(unidades.idUnidade, idUnidade)));
  return row!;
};

export const hasAppInstalled = async (db: Database, idUnidade: number): Promise<boolean> => {
  const [row] = await db
    .select({ n: count() })
    .from(pessoas)
    .where(and(eq(pessoas.idUnidade, idUnidade), eq(pessoas.appInstalado, true), isActive));
  return Number(row?.n ?? 0) > 0;
};

/**
 * Name (accents and case ignored, on the stored folded name: a trigram index) or CPF digits. A text of digits alone
 * (with the mask's dots and dash), from 3 digits, is the start of a CPF, as typed at the desk: read by prefix on its
 * btree index (no name holds digits). Any other text searches the name, and from 3 digits also CPFs holding them.
 */
export const nameOrCpf = (text: string): SQL => {
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d.\-\s]+$/.test(text)) return like(pessoas.cpf, `${digits}%`);
  const byName = storedContains(pessoas.busca, text);
  return digits.length >= 3 ? or(byName, like(pessoas.cpf, `%${digits}%`))! : byName;
};

/**
 * One page of a condominium's residents in name order. `where` reads `pessoas` alone (its `id_condo`, written by the
 * database). A list without a search picks the page's ids from the (condominium, name, id) index of the active ones
 * with its LIMIT/OFFSET, joins only those to unit and block, and counts apart, or takes `total` when the caller has a
 * cheaper one (issue 30: the condominium's residents were sorted by name and counted through their joins on every
 * page). A search (`searched`) finds its few matches on the trigram index first and counts them in the same query:
 * walking the name index would read the whole condominium looking for them.
 */
export const pageOf = <T>(
  db: Database,
  where: SQL,
  page: { page: number; limit: number },
  map: (r: Row) => T,
  { total, searched = false }: { total?: (() => Promise<number>) | undefined; searched?: boolean } = {},
): Promise<Page<T>> => {
  if (searched)
    return paginate(
      page,
      ({ limit, offset }) =>
        db
          .select({ ...columns, totalRows: totalRowsColumn() })
          .from(pessoas)
          .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
          .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
          .where(where)
          .orderBy(asc(pessoas.nome), asc(pessoas.id))
          .limit(limit)
          .offset(offset),
      (rows) => rows.map(map),
    );
  return paginateWithCount(
    page,
    ({ limit, offset }) => {
      const ids = db
        .select({ id: pessoas.id })
        .from(pessoas)
        .where(where)
        .orderBy(asc(pessoas.nome), asc(pessoas.id))
        .limit(limit)
        .offset(offset);
      return db
        .select(columns)
        .from(pessoas)
        .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
        .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
        .where(inArray(pessoas.id, ids))
        .orderBy(asc(pessoas.nome), asc(pessoas.id));
    },
    total ?? (async () => Number((await db.select({ n: count() }).from(pessoas).where(where))[0]?.n ?? 0)),
    (rows) => rows.map(map),
  );
};

/** The residents of the blocks: their units' ids, for a condition on `pessoas` alone. */
export const inBlocks = (ids: number[]): SQL =>
  inArray(
    pessoas.idUnidade,
    sql`(select ${unidades.idUnidade} from ${unidades} where ${inArray(unidades.idBloco, ids)})`,
  );

/** Correspondence's pickup search: name or CPF digits; optionally one unit. */
export const searchResidents = async (
  db: Database,
  idCondo: number,
  q: { search?: string | undefined; unidade?: number | undefined; page: number; size: number },
) => {
  const parts: SQL[] = [eq(pessoas.idCondo, idCondo), isActive];
  if (q.unidade) parts.push(eq(pessoas.idUnidade, q.unidade));
  const text = q.search?.trim();
  if (text) parts.push(nameOrCpf(text));
  return pageOf(db, and(...parts)!, { page: q.page, limit: q.size }, toResidentHit, { searched: Boolean(text) });
};

export type AuthorisedPerson = { idAutorizado: number; nome: string; cpf: string; idUnidade: number };

/**
 * A visitor's link to a unit that counts as authorised on `today` (spec 02 §2.6 "residents and authorised people of
 * the unit"; decision 101, issue 32 item 4): the person and the link active, and either a schedule that covers the
 * day (PONTUAL on the day, ACESSO_LIBERADO inside its range; INTERFONAR is not one, the desk calls the unit first)
 * or the unit's leave to collect its parcels, until its last day when it has one. The pickup list, the desk's
 * search and the release's check all read this one condition.
 */
export const authorisedLinkOn = (today: string | Placeholder): SQL =>
  and(
    eq(visitanteUnidades.ativo, true),
    eq(visitantes.ativo, true),
    or(
      and(
        eq(visitanteUnidades.retiraEncomendas, true),
        sql`coalesce(${visitanteUnidades.retiraAte}, ${today}) >= ${today}`,
      ),
      sql`exists (select 1 from ${autorizacoes} where ${autorizacoes.idVisitanteUnidade} = ${visitanteUnidades.id}
        and ${autorizacoes.excluidoEm} is null and ${autorizacoes.tipoAutorizacao} <> 'INTERFONAR'
        and ${autorizacoes.dataDe} <= ${today} and coalesce(${autorizacoes.dataAte}, ${autorizacoes.dataDe}) >= ${today})`,
    ),
  )!;

/** The authorised people of these units on `today` (authorisedLinkOn). `cpf` is the CPF digits, '' for a foreign document. */
export const findAuthorisedPeople = async (
  db: Database,
  unitIds: number[],
  today: string,
  idVisitante?: number,
): Promise<AuthorisedPerson[]> => {
  if (unitIds.length === 0) return [];
  const rows = await db
    .select({
      idAutorizado: visitantes.id,
      nome: visitantes.nome,
      tipoDocumento: visitantes.tipoDocumento,
      numeroDocumento: visitantes.numeroDocumento,
      idUnidade: sql<number>`${visitanteUnidades.idUnidade}`,
    })
    .from(visitanteUnidades)
    .innerJoin(visitantes, eq(visitantes.id, visitanteUnidades.idVisitante))
    .where(
      and(
        inArray(visitanteUnidades.idUnidade, unitIds),
        authorisedLinkOn(today),
        idVisitante === undefined ? undefined : eq(visitantes.id, idVisitante),
      ),
    )
    .orderBy(asc(visitantes.nome), asc(visitantes.id));
  return rows.map((r) => ({
    idAutorizado: r.idAutorizado,
    nome: r.nome,
    cpf: r.tipoDocumento === 'CPF' ? r.numeroDocumento : '',
    idUnidade: r.idUnidade,
  }));
};
