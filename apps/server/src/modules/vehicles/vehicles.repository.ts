import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { dedupePeople, type Person } from '@portaria/shared/condominium/condominium.schemas';
import { maskId } from '@portaria/shared/br/mask';
import type { Vehicle, VehicleColour, VehicleType } from '@portaria/shared/vehicles/vehicle.schemas';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { blocos, pessoas, unidades, veiculos } from '../../db/schema/index.ts';

export type VehicleValues = {
  idUnidade: number;
  tipo: VehicleType;
  placa: string | null;
  cor: VehicleColour;
  modelo: string | null;
  observacao: string | null;
  vagaAlugada: boolean;
};

export type UnitRef = { idUnidade: number; nome: string; nmBloco: string };

/** The unit holding an active vehicle with this plate in the condominium (other than `exceptId`). */
export const findActivePlate = async (
  db: Database,
  idCondo: number,
  placa: string,
  exceptId?: number,
): Promise<UnitRef | null> => {
  const [row] = await db
    .select({ idUnidade: unidades.idUnidade, nome: unidades.nome, nmBloco: blocos.nome })
    .from(veiculos)
    .innerJoin(unidades, eq(unidades.idUnidade, veiculos.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(
      and(
        eq(veiculos.idCondo, idCondo),
        eq(veiculos.ativo, true),
        eq(veiculos.placa, placa),
        exceptId === undefined ? undefined : ne(veiculos.id, exceptId),
      ),
    );
  return row ?? null;
};

const activeInCondo = (idCondo: number, ...extra: (SQL | undefined)[]) =>
  and(eq(veiculos.idCondo, idCondo), eq(veiculos.ativo, true), ...extra);

export const insertVehicle = async (
  db: Database,
  idCondo: number,
  createdBy: number,
  values: VehicleValues,
  at: Date,
) => {
  const [row] = await db
    .insert(veiculos)
    .values({ ...values, idCondo, createdBy, createdAt: at, updatedAt: at })
    .returning({ id: veiculos.id });
  return row!.id;
};

/**
 * Writes touch only an active vehicle of the token's condominium and answer how many rows they changed: 0 means
 * it is gone (deleted meanwhile, or never ours), and the service answers 404 instead of trusting an earlier check.
 */
export const updateVehicle = async (
  db: Database,
  idCondo: number,
  id: number,
  values: VehicleValues & { ativo: boolean },
  at: Date,
): Promise<number> => {
  const rows = await db
    .update(veiculos)
    .set({ ...values, updatedAt: at })
    .where(activeInCondo(idCondo, eq(veiculos.id, id)))
    .returning({ id: veiculos.id });
  return rows.length;
};

export const deactivateVehicle = async (db: Database, idCondo: number, id: number, at: Date): Promise<number> => {
  const rows = await db
    .update(veiculos)
    .set({ ativo: false, updatedAt: at })
    .where(activeInCondo(idCondo, eq(veiculos.id, id)))
    .returning({ id: veiculos.id });
  return rows.length;
};

const vehicleColumns = {
  id: veiculos.id,
  tipo: veiculos.tipo,
  placa: veiculos.placa,
  cor: veiculos.cor,
  modelo: veiculos.modelo,
  observacao: veiculos.observacao,
  vagaAlugada: veiculos.vagaAlugada,
  ativo: veiculos.ativo,
  idUnidade: unidades.idUnidade,
  nmUnidade: unidades.nome,
  nmBloco: blocos.nome,
};

const baseQuery = (db: Database) =>
  db
    .select(vehicleColumns)
    .from(veiculos)
    .innerJoin(unidades, eq(unidades.idUnidade, veiculos.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco));

/**
 * The statement of peopleOf, built once per database handle: the units as one array parameter, so every page has the
 * same text (a list of `in ($1, $2…)` was another statement, built again, for each number of units).
 */
const unitsPeople = (db: Database) =>
  preparedOnce(db, 'veiculos:pessoas_das_unidades', () =>
    db
      .select({ idUnidade: pessoas.idUnidade, cpf: pessoas.cpf, nome: pessoas.nome, perfil: pessoas.perfil })
      .from(pessoas)
      .where(and(sql`${pessoas.idUnidade} = any(${sql.placeholder('units')}::int[])`, eq(pessoas.situacao, 'ATIVO')))
      .orderBy(asc(pessoas.id))
      .prepare('veiculos_pessoas_das_unidades'),
  );

/** Residents of the listed units, for unidade.pessoas and unidade.alugado (a tenant lives there). */
const peopleOf = async (db: Database, unitIds: number[]) => {
  const byUnit = new Map<number, { people: Person[]; hasTenant: boolean }>();
  if (unitIds.length === 0) return byUnit;
  const rows = await unitsPeople(db).execute({ units: unitIds });
  for (const row of rows) {
    const entry = byUnit.get(row.idUnidade) ?? { people: [], hasTenant: false };
    entry.people.push({ cpf: row.cpf, nome: row.nome });
    entry.hasTenant ||= row.perfil === 'morar.inquilino';
    byUnit.set(row.idUnidade, entry);
  }
  return byUnit;
};

type VehicleRow = Awaited<ReturnType<typeof baseQuery>>[number];

const toVehicles = async (db: Database, rows: VehicleRow[]): Promise<Vehicle[]> => {
  const people = await peopleOf(db, [...new Set(rows.map((r) => r.idUnidade))]);
  return rows.map((r) => ({
    id: r.id,
    unidade: {
      id: r.idUnidade,
      idUnidade: r.idUnidade,
      nome: r.nmUnidade,
      nmBloco: r.nmBloco,
      alugado: people.get(r.idUnidade)?.hasTenant ?? false,
      // De-duplicated on the full CPF, then masked: no vehicle screen shows a person (decision 064).
      pessoas: dedupePeople(people.get(r.idUnidade)?.people ?? []).map((p) => ({ ...p, cpf: maskId(p.cpf) })),
    },
    tipo: r.tipo as VehicleType,
    placa: r.placa,
    cor: r.cor as VehicleColour,
    modelo: r.modelo,
    observacao: r.observacao,
    vagaAlugada: r.vagaAlugada ? 'S' : 'N',
    ativo: r.ativo,
  }));
};

/** An active vehicle of the token's condominium, or null (another condominium's vehicle is simply not found). */
export const findVehicle = async (
  db: Database,
  idCondo: number,
  id: number,
  { includeInactive = false } = {},
): Promise<Vehicle | null> => {
  const where = includeInactive
    ? and(eq(veiculos.idCondo, idCondo), eq(veiculos.id, id))
    : activeInCondo(idCondo, eq(veiculos.id, id));
  const rows = await baseQuery(db).where(where);
  const [vehicle] = await toVehicles(db, rows);
  return vehicle ?? null;
};
