import type { BiometryStatus } from '@portaria/shared/access-control/access-control.constants';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import { maskId } from '@portaria/shared/br/mask';
import {
  AUTHORISED_ACCESS,
  type MoradorItem,
  type ResidentHit,
} from '@portaria/shared/correspondence/correspondence.schemas';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, pessoas, unidades } from '../../db/schema/index.ts';
import { paginate, totalRowsColumn } from '../../platform/lists/paginate.ts';
import { containsFolded } from '../../platform/lists/search.ts';
import { findAuthorisedPeople } from './authorised-people.repository.ts';

/**
 * The one implementation of a condominium's residents (issue 12): correspondence reads them as `MoradorItem`
 * (pickup, notices), access control as `Resident` (spec 02 §3 Resident list item). Only ATIVO rows live in a
 * unit; BLOQUEADO and REMOVIDO stay for the history and the unit-access rules.
 */
const columns = {
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
type Row = {
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

const isActive = eq(pessoas.situacao, 'ATIVO');

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

/** Access control's resident: the CPF masked, since none of its screens shows it (spec 02 §2.2; issue 28 §14). */
export const toResident = (r: Row): Resident => ({
  morador: {
    idMorador: r.idMorador,
    nome: r.nome,
    cpf: maskId(r.cpf),
    telefone: r.telefone,
    email: r.email,
    cadastro: r.createdAt.toISOString(),
    cadastrado: r.cadastrado,
    usaBiometriaFacial: r.statusBiometria === 'CADASTRADA',
    statusBiometria: r.statusBiometria as BiometryStatus,
  },
  unidade: { id: r.idUnidade, idUnidade: r.idUnidade, nome: r.unidadeNome, nmBloco: r.nmBloco },
  tipoAcesso: r.perfil,
  flTemLoginAtivo: r.cadastrado,
  flLiberadoParaUsarApp: r.flUsoApp,
  flCadastroDoLegado: r.flCadastroDoLegado,
  createdBy: r.createdBy,
});

const fromCondo = (db: Database, where: SQL) =>
  db
    .select(columns)
    .from(pessoas)
    .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(where);

const unitRows = (db: Database, idCondo: number, idUnidade: number) =>
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

/** The same residents, as access control reads them. */
export const listUnitResidentsFull = async (db: Database, idCondo: number, idUnidade: number): Promise<Resident[]> =>
  (await unitRows(db, idCondo, idUnidade)).map(toResident);

export const hasAppInstalled = async (db: Database, idUnidade: number): Promise<boolean> => {
  const [row] = await db
    .select({ n: count() })
    .from(pessoas)
    .where(and(eq(pessoas.idUnidade, idUnidade), eq(pessoas.appInstalado, true), isActive));
  return Number(row?.n ?? 0) > 0;
};

/** Name (accents and case ignored) or, from 3 digits, CPF digits. */
const nameOrCpf = (text: string): SQL => {
  const digits = text.replace(/\D/g, '');
  const byName = containsFolded(sql`${pessoas.nome}`, text);
  return digits.length >= 3 ? or(byName, ilike(pessoas.cpf, `%${digits}%`))! : byName;
};

const pageOf = <T>(db: Database, where: SQL, page: { page: number; limit: number }, map: (r: Row) => T) =>
  paginate(
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

/** Correspondence's pickup search: name or CPF digits; optionally one unit. */
export const searchResidents = async (
  db: Database,
  idCondo: number,
  q: { search?: string | undefined; unidade?: number | undefined; page: number; size: number },
) => {
  const parts: SQL[] = [eq(blocos.idCondo, idCondo), isActive];
  if (q.unidade) parts.push(eq(pessoas.idUnidade, q.unidade));
  const text = q.search?.trim();
  if (text) parts.push(nameOrCpf(text));
  return pageOf(db, and(...parts)!, { page: q.page, limit: q.size }, toResidentHit);
};

export type ResidentFilters = {
  page: number;
  limit: number;
  nomeMorador?: string | undefined;
  idsBlocos?: number[] | undefined;
  idsUnidades?: number[] | undefined;
  tipoAcesso?: string | undefined;
  flTemLoginAtivo?: 'S' | 'N' | undefined;
};

/** Spec 02 §7 submoradores: filters apply only when set (spec 02 §4). */
export const listResidents = async (db: Database, idCondo: number, f: ResidentFilters) => {
  const parts: SQL[] = [eq(blocos.idCondo, idCondo), isActive];
  const text = f.nomeMorador?.trim();
  if (text) parts.push(nameOrCpf(text));
  if (f.idsBlocos?.length) parts.push(inArray(blocos.idBloco, f.idsBlocos));
  if (f.idsUnidades?.length) parts.push(inArray(unidades.idUnidade, f.idsUnidades));
  if (f.tipoAcesso) parts.push(eq(pessoas.perfil, f.tipoAcesso));
  if (f.flTemLoginAtivo) parts.push(eq(pessoas.appInstalado, f.flTemLoginAtivo === 'S'));
  return pageOf(db, and(...parts)!, { page: f.page, limit: f.limit }, toResident);
};

/** One active resident of the condominium by id and unit. */
export const findResident = async (
  db: Database,
  idCondo: number,
  id: number,
  idUnidade: number,
): Promise<Resident | null> => {
  const [row] = await fromCondo(
    db,
    and(eq(blocos.idCondo, idCondo), eq(pessoas.id, id), eq(pessoas.idUnidade, idUnidade), isActive)!,
  );
  return row ? toResident(row) : null;
};

/** The active resident of the unit with this CPF. */
export const findResidentByCpf = async (
  db: Database,
  idCondo: number,
  cpf: string,
  idUnidade: number,
): Promise<Resident | null> => {
  const [row] = await fromCondo(
    db,
    and(eq(blocos.idCondo, idCondo), eq(pessoas.cpf, cpf), eq(pessoas.idUnidade, idUnidade), isActive)!,
  );
  return row ? toResident(row) : null;
};

/** ATIVO or BLOQUEADO record of a CPF in a unit (the unit-access rules), or null. */
export const residencyOf = async (
  db: Database,
  idUnidade: number,
  cpf: string,
): Promise<'ATIVO' | 'BLOQUEADO' | null> => {
  const [row] = await db
    .select({ situacao: pessoas.situacao })
    .from(pessoas)
    .where(and(eq(pessoas.idUnidade, idUnidade), eq(pessoas.cpf, cpf), sql`${pessoas.situacao} <> 'REMOVIDO'`));
  return (row?.situacao as 'ATIVO' | 'BLOQUEADO' | undefined) ?? null;
};

export type NewResident = {
  idUnidade: number;
  cpf: string;
  nome: string;
  email: string | null;
  telefone: string;
  perfil: string;
  flUsoApp: boolean;
  createdBy: number | null;
  at: Date;
};

export const insertResident = async (db: Database, r: NewResident): Promise<number> => {
  const { at, ...values } = r;
  const [row] = await db
    .insert(pessoas)
    .values({ ...values, createdAt: at })
    .returning({ id: pessoas.id });
  return row!.id;
};

/** Phone, e-mail and app access of an active resident of the condominium; rows changed (0: not ours). */
export const updateResidentContact = async (
  db: Database,
  idCondo: number,
  id: number,
  values: { telefone: string; email: string | null; flUsoApp: boolean },
): Promise<number> => {
  const rows = await db
    .update(pessoas)
    .set(values)
    .where(
      and(
        eq(pessoas.id, id),
        isActive,
        inArray(
          pessoas.idUnidade,
          db
            .select({ id: unidades.idUnidade })
            .from(unidades)
            .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
            .where(eq(blocos.idCondo, idCondo)),
        ),
      ),
    )
    .returning({ id: pessoas.id });
  return rows.length;
};

/** The resident leaves the unit: kept as REMOVIDO with who and when. Only the creator's; rows changed. */
export const removeResident = async (db: Database, id: number, by: number, at: Date): Promise<number> => {
  const rows = await db
    .update(pessoas)
    .set({ situacao: 'REMOVIDO', removidoEm: at, removidoPor: by })
    .where(and(eq(pessoas.id, id), eq(pessoas.createdBy, by), isActive))
    .returning({ id: pessoas.id });
  return rows.length;
};

export const markBiometryRegistered = async (db: Database, id: number): Promise<number> => {
  const rows = await db
    .update(pessoas)
    .set({ statusBiometria: 'CADASTRADA' })
    .where(and(eq(pessoas.id, id), isActive))
    .returning({ id: pessoas.id });
  return rows.length;
};
