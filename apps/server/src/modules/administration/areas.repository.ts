import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AdminArea, AreaValues } from '@portaria/shared/administration/areas.schemas';
import { isWholeDay, spanOf } from '@portaria/shared/administration/areas.rules';
import type { Database } from '../../db/client.ts';
import { areaReservas, areas, blocos, cobrancasUnidade, pessoas, unidades } from '../../db/schema/index.ts';
import { isActive as isActivePerson } from '../condominium/people.repository.ts';

const CANCELLED = 90;
/** Not cancelled, written as a literal so the planner can use the EXCLUDE constraint's partial gist index. */
const isActiveBooking = sql`${areaReservas.idStatus} <> 90`;
const overlaps = (from: Date, to: Date) =>
  sql`tstzrange(${areaReservas.dataInicioReserva}, ${areaReservas.dataFimReserva}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

const columns = {
  id: areas.id,
  nomeArea: areas.nomeArea,
  capacidade: areas.capacidade,
  flagAreaPaga: areas.flagAreaPaga,
  valorTaxaUtilizacao: areas.valorTaxaUtilizacao,
  qtMinDiasDisponivelReserva: areas.qtMinDiasDisponivelReserva,
  qtDiasDisponivelReserva: areas.qtDiasDisponivelReserva,
  diasSemana: areas.diasSemana,
  horarios: areas.horarios,
  abertura: areas.abertura,
  fechamento: areas.fechamento,
  precisaAprovacao: areas.precisaAprovacao,
  ativo: areas.ativo,
};
const selectAreas = (db: Database) => db.select(columns).from(areas);
type Row = Awaited<ReturnType<typeof selectAreas>>[number];

const toAdminArea = (row: Row): AdminArea => {
  const hours =
    row.abertura && row.fechamento ? { abertura: row.abertura, fechamento: row.fechamento } : spanOf(row.horarios);
  return {
    ...row,
    ...hours,
    flagAreaPaga: row.flagAreaPaga === 1 ? 1 : 0,
    diaInteiro: isWholeDay(hours.abertura, hours.fechamento, row.horarios),
  };
};

/** Every area of the condominium, the deactivated ones too, by name. */
export const listAdminAreas = async (db: Database, idCondo: number): Promise<AdminArea[]> => {
  const rows = await selectAreas(db).where(eq(areas.idCondo, idCondo)).orderBy(asc(areas.nomeArea), asc(areas.id));
  return rows.map(toAdminArea);
};

/** An area of the token's condominium, active or not; another condominium's is simply not found. */
export const findAdminArea = async (db: Database, idCondo: number, id: number): Promise<AdminArea | null> => {
  const [row] = await selectAreas(db).where(and(eq(areas.idCondo, idCondo), eq(areas.id, id)));
  return row ? toAdminArea(row) : null;
};

const valuesOf = (v: AreaValues) => ({
  nomeArea: v.nomeArea,
  capacidade: v.capacidade,
  flagAreaPaga: v.valorTaxaUtilizacao > 0 ? 1 : 0,
  valorTaxaUtilizacao: v.valorTaxaUtilizacao,
  qtMinDiasDisponivelReserva: v.qtMinDiasDisponivelReserva,
  qtDiasDisponivelReserva: v.qtDiasDisponivelReserva,
  diasSemana: v.diasSemana,
  horarios: v.horarios,
  abertura: v.abertura,
  fechamento: v.fechamento,
  precisaAprovacao: v.precisaAprovacao,
});

export const insertArea = async (t: Database, idCondo: number, v: AreaValues): Promise<number> => {
  const [row] = await t
    .insert(areas)
    .values({ idCondo, ...valuesOf(v) })
    .returning({ id: areas.id });
  return row!.id;
};

export const updateArea = async (t: Database, idCondo: number, id: number, v: AreaValues) => {
  await t
    .update(areas)
    .set(valuesOf(v))
    .where(and(eq(areas.idCondo, idCondo), eq(areas.id, id)));
};

export const setAreaActive = async (t: Database, idCondo: number, id: number, ativo: boolean) => {
  await t
    .update(areas)
    .set({ ativo })
    .where(and(eq(areas.idCondo, idCondo), eq(areas.id, id)));
};

/** Active reservations of the area that have not ended at `now` (a deactivated area hides them from the desk). */
export const countFutureReservations = async (db: Database, idCondo: number, idArea: number, now: Date) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(areaReservas)
    .where(
      and(
        eq(areaReservas.idCondo, idCondo),
        eq(areaReservas.idArea, idArea),
        eq(areaReservas.tipoReserva, 'R'),
        isActiveBooking,
        sql`${areaReservas.dataFimReserva} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
};

export type Clash = {
  id: number;
  inicio: Date;
  fim: Date;
  idUnidade: number;
  nome: string;
  nmBloco: string;
  valorCobranca: number | null;
};

/** Active reservations of the area overlapping [from, to), by start, with their unit and fee. */
export const clashingReservations = async (
  db: Database,
  idCondo: number,
  idArea: number,
  from: Date,
  to: Date,
): Promise<Clash[]> => {
  const rows = await db
    .select({
      id: areaReservas.id,
      inicio: areaReservas.dataInicioReserva,
      fim: areaReservas.dataFimReserva,
      idUnidade: unidades.idUnidade,
      nome: unidades.nome,
      nmBloco: blocos.nome,
      valorCobranca: cobrancasUnidade.valor,
    })
    .from(areaReservas)
    .innerJoin(unidades, eq(unidades.idUnidade, areaReservas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(
      cobrancasUnidade,
      and(eq(cobrancasUnidade.idReserva, areaReservas.id), eq(cobrancasUnidade.tipo, 'COBRANCA')),
    )
    .where(
      and(
        eq(areaReservas.idCondo, idCondo),
        eq(areaReservas.idArea, idArea),
        eq(areaReservas.tipoReserva, 'R'),
        isActiveBooking,
        overlaps(from, to),
      ),
    )
    .orderBy(asc(areaReservas.dataInicioReserva), asc(areaReservas.id));
  return rows;
};

/** Local days ('YYYY-MM-DD') of [from, to) that an active block of the area already covers. */
export const blockedDays = async (db: Database, idCondo: number, idArea: number, from: Date, to: Date) => {
  const rows = await db
    .select({ inicio: areaReservas.dataInicioReserva, fim: areaReservas.dataFimReserva })
    .from(areaReservas)
    .where(
      and(
        eq(areaReservas.idCondo, idCondo),
        eq(areaReservas.idArea, idArea),
        eq(areaReservas.tipoReserva, 'B'),
        isActiveBooking,
        overlaps(from, to),
      ),
    );
  return rows;
};

/** One whole-day block row per day; the EXCLUDE constraint refuses one over a reservation (23P01). */
export const insertBlocks = async (
  t: Database,
  idCondo: number,
  idArea: number,
  rows: { inicio: Date; fim: Date }[],
  block: { motivo: number; observacao: string | null; createdBy: number; at: Date },
) => {
  if (rows.length === 0) return;
  await t.insert(areaReservas).values(
    rows.map((r) => ({
      idCondo,
      idArea,
      idUnidade: null,
      tipoReserva: 'B',
      motivo: block.motivo,
      observacao: block.observacao,
      dataInicioReserva: r.inicio,
      dataFimReserva: r.fim,
      origemReserva: 'SINDICO',
      dataInclusao: block.at,
      createdBy: block.createdBy,
    })),
  );
};

/** Cancels (90) the active reservations among `ids`; answers the ids it changed. */
export const cancelReservations = async (t: Database, idCondo: number, ids: number[], by: number, at: Date) => {
  if (ids.length === 0) return [];
  const rows = await t
    .update(areaReservas)
    .set({ idStatus: CANCELLED, canceladoEm: at, canceladoPor: by })
    .where(
      and(
        eq(areaReservas.idCondo, idCondo),
        inArray(areaReservas.id, ids),
        eq(areaReservas.tipoReserva, 'R'),
        ne(areaReservas.idStatus, CANCELLED),
      ),
    )
    .returning({ id: areaReservas.id });
  return rows.map((r) => r.id);
};

/** The reversal line of a cancelled paid reservation, as the desk's cancellation writes it (decision 076). */
export const insertRefund = async (
  t: Database,
  idCondo: number,
  line: { idUnidade: number; idReserva: number; valor: number; descricao: string; createdBy: number; at: Date },
) => {
  await t.insert(cobrancasUnidade).values({
    idCondo,
    idUnidade: line.idUnidade,
    idReserva: line.idReserva,
    tipo: 'ESTORNO',
    descricao: line.descricao,
    valor: -line.valor,
    createdBy: line.createdBy,
    createdAt: line.at,
  });
};

/** The charge description of a reservation (the refund repeats it). */
export const chargeDescriptions = async (t: Database, idCondo: number, ids: number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await t
    .select({ idReserva: cobrancasUnidade.idReserva, descricao: cobrancasUnidade.descricao })
    .from(cobrancasUnidade)
    .where(
      and(
        eq(cobrancasUnidade.idCondo, idCondo),
        inArray(cobrancasUnidade.idReserva, ids),
        eq(cobrancasUnidade.tipo, 'COBRANCA'),
      ),
    );
  return new Map(rows.map((r) => [r.idReserva!, r.descricao]));
};

/** Active residents of the units, with what reaches them (for the notice) and their names (for the preview). */
export const residentsOfUnits = async (db: Database, idCondo: number, unitIds: number[]) => {
  if (unitIds.length === 0) return [];
  return db
    .select({ idUnidade: pessoas.idUnidade, nome: pessoas.nome, email: pessoas.email, telefone: pessoas.telefone })
    .from(pessoas)
    .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(blocos.idCondo, idCondo), inArray(pessoas.idUnidade, unitIds), isActivePerson))
    .orderBy(asc(pessoas.nome), asc(pessoas.id));
};
