import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Area, Reservation } from '@portaria/shared/reservations/reservation.schemas';
import { BLOCK_REASONS, RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import type { Database } from '../../db/client.ts';
import { areaReservas, areas, blocos, cobrancasUnidade, pessoas, unidades } from '../../db/schema/index.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { fromLocal, toLocal } from './local-time.ts';

export const CANCELLED = 90;
const ACTIVE = 1;
/** Booked in an area that needs the syndic's approval (issue 31): holds the slot until approved or refused. */
export const PENDING = 2;

const areaColumns = {
  id: areas.id,
  nomeArea: areas.nomeArea,
  capacidade: areas.capacidade,
  flagAreaPaga: areas.flagAreaPaga,
  valorTaxaUtilizacao: areas.valorTaxaUtilizacao,
  percentualCondominio: areas.percentualCondominio,
  qtMinDiasDisponivelReserva: areas.qtMinDiasDisponivelReserva,
  qtDiasDisponivelReserva: areas.qtDiasDisponivelReserva,
  diasSemana: areas.diasSemana,
  horarios: areas.horarios,
  precisaAprovacao: areas.precisaAprovacao,
};

type AreaRow = { [K in keyof typeof areaColumns]: unknown } & { flagAreaPaga: number; precisaAprovacao: boolean };
const toArea = ({ precisaAprovacao, ...row }: AreaRow): Area => ({
  ...(row as Area),
  flagAreaPaga: row.flagAreaPaga === 1 ? 1 : 0,
  precisaAprovacao,
});

/** The condominium's active areas, by name. */
export const listAreas = async (db: Database, idCondo: number): Promise<Area[]> => {
  const rows = await db
    .select(areaColumns)
    .from(areas)
    .where(and(eq(areas.idCondo, idCondo), eq(areas.ativo, true)))
    .orderBy(asc(areas.nomeArea), asc(areas.id));
  return rows.map(toArea);
};

/** An active area of the token's condominium, or null (another condominium's area is simply not found). */
export const findArea = async (db: Database, idCondo: number, id: number): Promise<Area | null> => {
  const [row] = await areaLookup(db).execute({ idCondo, id });
  return row ? toArea(row) : null;
};

const p = (name: string) => sql.placeholder(name);

// The area and its bookings of a period are read by every calendar, slot and booking request: each statement is
// built once per database handle (named), not on every request (issue 30).
const areaLookup = (db: Database) =>
  preparedOnce(db, 'area:ativa', () =>
    db
      .select(areaColumns)
      .from(areas)
      .where(and(eq(areas.idCondo, p('idCondo')), eq(areas.id, p('id')), eq(areas.ativo, true)))
      .prepare('area_ativa'),
  );

export type Booking = { inicio: Date; fim: Date; tipoReserva: string };

/** Not cancelled, written as a literal so the planner can use the EXCLUDE constraint's partial gist index. */
export const isActive = sql`${areaReservas.idStatus} <> 90`;

type Overlapping = { idCondo: number; idArea: number; from: Date; to: Date };

/**
 * The active bookings of an area that overlap [from, to), answered by the constraint's gist index, prepared once per
 * shape: every booking, or its blocks alone (`tipo_reserva` 'B', a literal so the generic plan keeps it a filter).
 */
const overlapping = (db: Database, onlyBlocks: boolean, v: Overlapping): Promise<Booking[]> =>
  preparedOnce(db, `area:reservas_ativas:${Number(onlyBlocks)}`, () =>
    db
      .select({
        inicio: areaReservas.dataInicioReserva,
        fim: areaReservas.dataFimReserva,
        tipoReserva: areaReservas.tipoReserva,
      })
      .from(areaReservas)
      .where(
        and(
          eq(areaReservas.idCondo, p('idCondo')),
          eq(areaReservas.idArea, p('idArea')),
          isActive,
          onlyBlocks ? sql`${areaReservas.tipoReserva} = 'B'` : undefined,
          sql`tstzrange(${areaReservas.dataInicioReserva}, ${areaReservas.dataFimReserva}, '[)') && tstzrange(${p('from')}::timestamptz, ${p('to')}::timestamptz, '[)')`,
        ),
      )
      .prepare(onlyBlocks ? 'area_bloqueios_ativos' : 'area_reservas_ativas'),
  ).execute({ idCondo: v.idCondo, idArea: v.idArea, from: v.from.toISOString(), to: v.to.toISOString() });

/** Active reservations and blocks of an area that overlap [from, to). */
export const activeBookings = (db: Database, idCondo: number, idArea: number, from: Date, to: Date) =>
  overlapping(db, false, { idCondo, idArea, from, to });

/**
 * The area's active blocks overlapping [from, to): all the month calendar needs. Reading every booking of the month
 * for it (a busy area has hundreds) and mapping their times in JS was a third of the calendar's server CPU.
 */
export const activeBlocks = (db: Database, idCondo: number, idArea: number, from: Date, to: Date) =>
  overlapping(db, true, { idCondo, idArea, from, to });

export type NewReservation = {
  idArea: number;
  idUnidade: number;
  inicio: Date;
  fim: Date;
  observacao: string | null;
  origemReserva: string;
  createdBy: number;
  at: Date;
  /** The area needs the syndic's approval: the booking waits (PENDING). */
  isPending?: boolean;
};

/** Inserts a reservation; the EXCLUDE constraint refuses an overlap with 23P01 (the caller answers 409). */
export const insertReservation = async (db: Database, idCondo: number, r: NewReservation): Promise<number> => {
  const [row] = await db
    .insert(areaReservas)
    .values({
      idCondo,
      idArea: r.idArea,
      idUnidade: r.idUnidade,
      tipoReserva: 'R',
      dataInicioReserva: r.inicio,
      dataFimReserva: r.fim,
      observacao: r.observacao,
      origemReserva: r.origemReserva,
      dataInclusao: r.at,
      idStatus: r.isPending ? PENDING : ACTIVE,
      createdBy: r.createdBy,
    })
    .returning({ id: areaReservas.id });
  return row!.id;
};

/** Sets an active reservation or block of the condominium to 90; answers how many rows changed (0: not found). */
export const cancelBooking = async (
  db: Database,
  idCondo: number,
  id: number,
  by: number,
  at: Date,
): Promise<number> => {
  const rows = await db
    .update(areaReservas)
    .set({ idStatus: CANCELLED, canceladoEm: at, canceladoPor: by })
    .where(and(eq(areaReservas.idCondo, idCondo), eq(areaReservas.id, id), ne(areaReservas.idStatus, CANCELLED)))
    .returning({ id: areaReservas.id });
  return rows.length;
};

export const insertCharge = async (
  db: Database,
  idCondo: number,
  line: {
    idUnidade: number;
    idReserva: number;
    tipo: 'COBRANCA' | 'ESTORNO';
    descricao: string;
    valor: number;
    createdBy: number;
    at: Date;
  },
) => {
  await db.insert(cobrancasUnidade).values({ idCondo, ...line, createdAt: line.at });
};

/** The fee line of a reservation (null when the area was free). */
export const chargeOf = async (db: Database, idCondo: number, idReserva: number) => {
  const [row] = await db
    .select({
      valor: cobrancasUnidade.valor,
      descricao: cobrancasUnidade.descricao,
      idUnidade: cobrancasUnidade.idUnidade,
    })
    .from(cobrancasUnidade)
    .where(
      and(
        eq(cobrancasUnidade.idCondo, idCondo),
        eq(cobrancasUnidade.idReserva, idReserva),
        eq(cobrancasUnidade.tipo, 'COBRANCA'),
      ),
    );
  return row ?? null;
};

/** Charge lines of a unit (tests and the syndic's later listing), oldest first. */
export const chargesOfUnit = async (db: Database, idCondo: number, idUnidade: number) =>
  db
    .select({
      tipo: cobrancasUnidade.tipo,
      valor: cobrancasUnidade.valor,
      idReserva: cobrancasUnidade.idReserva,
      descricao: cobrancasUnidade.descricao,
    })
    .from(cobrancasUnidade)
    .where(and(eq(cobrancasUnidade.idCondo, idCondo), eq(cobrancasUnidade.idUnidade, idUnidade)))
    .orderBy(asc(cobrancasUnidade.id));

const reservationColumns = {
  id: areaReservas.id,
  idArea: areaReservas.idArea,
  nomeArea: areas.nomeArea,
  idUnidade: areaReservas.idUnidade,
  nomeUnidade: unidades.nome,
  nmBloco: blocos.nome,
  tipoReserva: areaReservas.tipoReserva,
  inicio: areaReservas.dataInicioReserva,
  fim: areaReservas.dataFimReserva,
  observacao: areaReservas.observacao,
  dataInclusao: areaReservas.dataInclusao,
  origemReserva: areaReservas.origemReserva,
  idStatus: areaReservas.idStatus,
  motivo: areaReservas.motivo,
  valorCobranca: cobrancasUnidade.valor,
};

const reservationQuery = (db: Database) =>
  db
    .select(reservationColumns)
    .from(areaReservas)
    .innerJoin(areas, eq(areas.id, areaReservas.idArea))
    .leftJoin(unidades, eq(unidades.idUnidade, areaReservas.idUnidade))
    .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(
      cobrancasUnidade,
      and(eq(cobrancasUnidade.idReserva, areaReservas.id), eq(cobrancasUnidade.tipo, 'COBRANCA')),
    );

type ReservationRow = Awaited<ReturnType<typeof reservationQuery>>[number];

const toReservation = (r: ReservationRow): Reservation => ({
  id: r.id,
  idArea: r.idArea,
  nomeArea: r.nomeArea,
  idUnidade: r.idUnidade,
  nomeUnidade: r.nomeUnidade,
  unidade:
    r.idUnidade !== null && r.nomeUnidade !== null
      ? { idUnidade: r.idUnidade, nome: r.nomeUnidade, nmBloco: r.nmBloco ?? '' }
      : null,
  dataInicioReserva: toLocal(r.inicio),
  dataFimReserva: toLocal(r.fim),
  tipoReserva: r.tipoReserva === 'B' ? 'B' : 'R',
  observacao: r.observacao,
  dataInclusao: toLocal(r.dataInclusao),
  origemReserva: r.origemReserva,
  descriptionIdStatus:
    r.idStatus === CANCELLED ? M.statusCancelled : r.idStatus === PENDING ? M.statusPending : M.statusActive,
  motivo: r.motivo,
  descricaoMotivo: r.motivo === null ? null : (BLOCK_REASONS[r.motivo] ?? null),
  valorCobranca: r.valorCobranca,
});

/** One reservation or block of the condominium (cancelled ones too), or null. */
export const findReservation = async (db: Database, idCondo: number, id: number): Promise<Reservation | null> => {
  const [row] = await reservationQuery(db).where(and(eq(areaReservas.idCondo, idCondo), eq(areaReservas.id, id)));
  return row ? toReservation(row) : null;
};

/**
 * The São Paulo years from `fromYear` on that hold an active reservation (or block) of the area: one index lookup per
 * year found (the earliest start from that year's first instant), so the answer costs no scan of the bookings.
 */
export const bookedYearsFrom = async (
  db: Database,
  idCondo: number,
  filter: { idArea: number; tipoReserva: 'R' | 'B'; fromYear: number },
): Promise<number[]> => {
  const years: number[] = [];
  for (let year = filter.fromYear; years.length < 100;) {
    const [row] = await db
      .select({ inicio: areaReservas.dataInicioReserva })
      .from(areaReservas)
      .where(
        and(
          eq(areaReservas.idCondo, idCondo),
          eq(areaReservas.idArea, filter.idArea),
          eq(areaReservas.tipoReserva, filter.tipoReserva),
          isActive,
          gte(areaReservas.dataInicioReserva, fromLocal(`${year}-01-01`)),
        ),
      )
      .orderBy(asc(areaReservas.dataInicioReserva))
      .limit(1);
    if (!row) break;
    const found = Number(toLocal(row.inicio).slice(0, 4));
    years.push(found);
    year = found + 1;
  }
  return years;
};

/** Residents of the unit with an e-mail or a phone, for the notices. */
export const unitContacts = (db: Database, idCondo: number, idUnidade: number) =>
  db
    .select({ nome: pessoas.nome, email: pessoas.email, telefone: pessoas.telefone })
    .from(pessoas)
    .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(pessoas.idUnidade, idUnidade), eq(blocos.idCondo, idCondo)));
