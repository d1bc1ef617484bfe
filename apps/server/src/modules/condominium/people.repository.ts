import { maskId } from '@portaria/shared/br/mask';
import {
  AUTHORISED_ACCESS,
  type MoradorItem,
  type ResidentHit,
} from '@portaria/shared/correspondence/correspondence.schemas';
import { and, asc, count, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autorizacoes, blocos, pessoas, unidades, visitanteUnidades, visitantes } from '../../db/schema/index.ts';

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
export const toResidentHit = (r: Row): ResidentHit => {
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
