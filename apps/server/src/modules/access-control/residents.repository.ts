import type { BiometryStatus } from '@portaria/shared/access-control/access-control.constants';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import { maskId } from '@portaria/shared/br/mask';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, pessoas, unidades } from '../../db/schema/index.ts';
import { inBlocks, nameOrCpf, pageOf, searchedPageOf } from '../condominium/people-pages.repository.ts';
import { fromCondo, isActive, unitRows, type Row } from '../condominium/people.repository.ts';

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

/** The same residents, as access control reads them. */
export const listUnitResidentsFull = async (db: Database, idCondo: number, idUnidade: number): Promise<Resident[]> =>
  (await unitRows(db, idCondo, idUnidade)).map(toResident);

export type ResidentFilters = {
  page: number;
  limit: number;
  nomeMorador?: string | undefined;
  idsBlocos?: number[] | undefined;
  idsUnidades?: number[] | undefined;
  tipoAcesso?: string | undefined;
  flTemLoginAtivo?: 'S' | 'N' | undefined;
};

/** No filter: the list's first screen, the whole condominium (residents-page.repository.ts writes it as JSON). */
export const isUnfiltered = (f: ResidentFilters): boolean =>
  !f.nomeMorador?.trim() && !f.idsBlocos?.length && !f.idsUnidades?.length && !f.tipoAcesso && !f.flTemLoginAtivo;

/** Spec 02 §7 submoradores: filters apply only when set (spec 02 §4). */
export const listResidents = async (db: Database, idCondo: number, f: ResidentFilters) => {
  const parts: SQL[] = [eq(pessoas.idCondo, idCondo), isActive];
  const text = f.nomeMorador?.trim();
  if (text) parts.push(nameOrCpf(text));
  if (f.idsBlocos?.length) parts.push(inBlocks(f.idsBlocos));
  if (f.idsUnidades?.length) parts.push(inArray(pessoas.idUnidade, f.idsUnidades));
  if (f.tipoAcesso) parts.push(eq(pessoas.perfil, f.tipoAcesso));
  if (f.flTemLoginAtivo) parts.push(eq(pessoas.appInstalado, f.flTemLoginAtivo === 'S'));
  const window = { page: f.page, limit: f.limit };
  // The whole condominium (no filter) is the route's page written by the database (residents-page.repository.ts);
  // here it counts its rows, as a filter does (residents-page-json.test.ts reads it so, as the page's oracle).
  // The text alone (the list's search box): its statement built once per shape.
  if (text && parts.length === 3) return searchedPageOf(db, idCondo, text, undefined, window, toResident);
  return pageOf(db, and(...parts)!, window, toResident, { searched: Boolean(text) });
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
/** The condominium's units: a write to `pessoas` names its condominium through them, in the same statement. */
const unitsOf = (db: Database, idCondo: number) =>
  db
    .select({ id: unidades.idUnidade })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(eq(blocos.idCondo, idCondo));

export const updateResidentContact = async (
  db: Database,
  idCondo: number,
  id: number,
  values: { telefone: string; email: string | null; flUsoApp: boolean },
): Promise<number> => {
  const rows = await db
    .update(pessoas)
    .set(values)
    .where(and(eq(pessoas.id, id), isActive, inArray(pessoas.idUnidade, unitsOf(db, idCondo))))
    .returning({ id: pessoas.id });
  return rows.length;
};

/** The resident leaves the unit: kept as REMOVIDO with who and when. Only the creator's; rows changed. */
export const removeResident = async (
  db: Database,
  idCondo: number,
  id: number,
  by: number,
  at: Date,
): Promise<number> => {
  const rows = await db
    .update(pessoas)
    .set({ situacao: 'REMOVIDO', removidoEm: at, removidoPor: by })
    .where(
      and(eq(pessoas.id, id), eq(pessoas.createdBy, by), isActive, inArray(pessoas.idUnidade, unitsOf(db, idCondo))),
    )
    .returning({ id: pessoas.id });
  return rows.length;
};

export const markBiometryRegistered = async (db: Database, idCondo: number, id: number): Promise<number> => {
  const rows = await db
    .update(pessoas)
    .set({ statusBiometria: 'CADASTRADA' })
    .where(and(eq(pessoas.id, id), isActive, inArray(pessoas.idUnidade, unitsOf(db, idCondo))))
    .returning({ id: pessoas.id });
  return rows.length;
};
