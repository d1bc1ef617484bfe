import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { areaReservas, areas, blocos, cobrancasUnidade, unidades } from '../../db/schema/index.ts';

/** Booked in an area that needs the syndic's approval (the reservations area writes it: reservations.repository.ts). */
const PENDING = 2;
const ACTIVE = 1;

const pendingColumns = {
  id: areaReservas.id,
  idArea: areas.id,
  nomeArea: areas.nomeArea,
  idUnidade: unidades.idUnidade,
  nome: unidades.nome,
  nmBloco: blocos.nome,
  inicio: areaReservas.dataInicioReserva,
  fim: areaReservas.dataFimReserva,
  valorCobranca: cobrancasUnidade.valor,
};

const pendingOf = (db: Database) =>
  db
    .select(pendingColumns)
    .from(areaReservas)
    .innerJoin(areas, eq(areas.id, areaReservas.idArea))
    .innerJoin(unidades, eq(unidades.idUnidade, areaReservas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(
      cobrancasUnidade,
      and(eq(cobrancasUnidade.idReserva, areaReservas.id), eq(cobrancasUnidade.tipo, 'COBRANCA')),
    );

export type PendingRow = Awaited<ReturnType<typeof listPendingBookings>>[number];

/** The condominium's bookings waiting for approval, soonest first. */
export const listPendingBookings = (db: Database, idCondo: number) =>
  pendingOf(db)
    .where(and(eq(areaReservas.idCondo, idCondo), eq(areaReservas.idStatus, PENDING)))
    .orderBy(asc(areaReservas.dataInicioReserva), asc(areaReservas.id));

export const findPendingBooking = async (db: Database, idCondo: number, id: number) => {
  const [row] = await pendingOf(db).where(
    and(eq(areaReservas.idCondo, idCondo), eq(areaReservas.id, id), eq(areaReservas.idStatus, PENDING)),
  );
  return row ?? null;
};

/** Confirms a waiting booking; false when it is no longer waiting (approved, refused or cancelled meanwhile). */
export const approveBooking = async (t: Database, idCondo: number, id: number): Promise<boolean> => {
  const rows = await t
    .update(areaReservas)
    .set({ idStatus: ACTIVE })
    .where(and(eq(areaReservas.idCondo, idCondo), eq(areaReservas.id, id), eq(areaReservas.idStatus, PENDING)))
    .returning({ id: areaReservas.id });
  return rows.length === 1;
};

/** Refuses a waiting booking (cancelled, 90: the slot is free); false when it is no longer waiting. */
export const refuseBooking = async (t: Database, idCondo: number, id: number, by: number, at: Date) => {
  const rows = await t
    .update(areaReservas)
    .set({ idStatus: 90, canceladoEm: at, canceladoPor: by })
    .where(and(eq(areaReservas.idCondo, idCondo), eq(areaReservas.id, id), eq(areaReservas.idStatus, PENDING)))
    .returning({ id: areaReservas.id });
  return rows.length === 1;
};
