import type { Entrada } from '@portaria/shared/correspondence/correspondence.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, condominios, correspondencias, pessoas, retiradas, unidades } from '../../db/schema/index.ts';

/** The writes of registration and pickup; every one is scoped by the token's condominium. */

export type NewParcel = Pick<
  Entrada,
  | 'destinatario'
  | 'categoria'
  | 'tamanho'
  | 'descricao'
  | 'codigoRastreio'
  | 'observacao'
  | 'hashFoto'
  | 'prateleira'
  | 'valiosa'
> & {
  idUnidade: number;
  idPorteiro: number;
  dataChegada: Date;
};

export const insertParcel = async (tx: Database, idCondo: number, parcel: NewParcel): Promise<number> => {
  const [created] = await tx
    .insert(correspondencias)
    .values({ ...parcel, idCondo, status: 'PENDENTE' })
    .returning({ id: correspondencias.id });
  return created!.id;
};

/** Who is told about a new parcel: the people of the unit, only if the unit is the condominium's. */
export const unitContacts = (tx: Database, idCondo: number, idUnidade: number) =>
  tx
    .select({ nome: pessoas.nome, email: pessoas.email, telefone: pessoas.telefone })
    .from(pessoas)
    .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(pessoas.idUnidade, idUnidade), eq(blocos.idCondo, idCondo), eq(pessoas.situacao, 'ATIVO')));

/** The condominium's parcels among `ids`, locked until the pickup commits. */
export const lockParcels = (tx: Database, idCondo: number, ids: number[]) =>
  tx
    .select({
      id: correspondencias.id,
      status: correspondencias.status,
      idUnidade: correspondencias.idUnidade,
      valiosa: correspondencias.valiosa,
    })
    .from(correspondencias)
    .where(and(eq(correspondencias.idCondo, idCondo), inArray(correspondencias.id, ids)))
    .orderBy(correspondencias.id)
    .for('update');

/** A listed person of these units (already the condominium's: they come from locked parcels), by id or CPF. */
export const findUnitPeople = (tx: Database, unitIds: number[], who: { id: number | null; cpf: string | null }) =>
  tx
    .select({ id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf, idUnidade: pessoas.idUnidade })
    .from(pessoas)
    .where(
      and(
        inArray(pessoas.idUnidade, unitIds),
        eq(pessoas.situacao, 'ATIVO'),
        who.id !== null ? eq(pessoas.id, who.id) : eq(pessoas.cpf, who.cpf!),
      ),
    );

export type NewPickup = {
  dataRetirada: Date;
  idMorador: number | null;
  nome: string;
  cpf: string | null;
  cadastrado: boolean;
  idUsuario: number;
  /** How the desk knew the person (decision 127). */
  conferencia: 'CODIGO_RETIRADA' | 'DOCUMENTO';
};

export const insertPickup = async (tx: Database, idCondo: number, pickup: NewPickup): Promise<number> => {
  const [row] = await tx
    .insert(retiradas)
    .values({ ...pickup, idCondo })
    .returning({ id: retiradas.id });
  return row!.id;
};

/** Marks the condominium's still pending parcels as taken; the number changed (fewer: someone took one first). */
export const markReleased = async (
  tx: Database,
  idCondo: number,
  ids: number[],
  idRetirada: number,
): Promise<number> => {
  const rows = await tx
    .update(correspondencias)
    .set({ status: 'RETIRADA', idRetirada })
    .where(
      and(
        eq(correspondencias.idCondo, idCondo),
        inArray(correspondencias.id, ids),
        eq(correspondencias.status, 'PENDENTE'),
      ),
    )
    .returning({ id: correspondencias.id });
  return rows.length;
};

/** Whether the condominium asks for proof on every release (read in the release's transaction). */
export const condominiumWantsProof = async (tx: Database, idCondo: number): Promise<boolean> => {
  const [row] = await tx
    .select({ exige: condominios.comprovanteRetirada })
    .from(condominios)
    .where(eq(condominios.idCondo, idCondo));
  return row?.exige ?? false;
};
