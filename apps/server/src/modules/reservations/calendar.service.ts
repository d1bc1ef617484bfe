import {
  calendarSchema,
  slotsSchema,
  type Area,
  type CalendarDay,
  type Slot,
} from '@portaria/shared/reservations/reservation.schemas';
import { addIsoDays, daysBetween, weekdayOf } from '@portaria/shared/reservations/reservation-dates';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import type { Database } from '../../db/client.ts';
import { cachedList } from '../../platform/lists/cached-list.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { activeBlocks, activeBookings, findArea, type Booking } from './reservations.repository.ts';
import { fromLocal, localDay, toLocal } from './local-time.ts';

export const requireArea = async (db: Database, idCondo: number, id: number): Promise<Area> => {
  const area = await findArea(db, idCondo, id);
  if (!area) throw new HttpError(404, M.areaNotFound);
  return area;
};

export const isOpenOn = (area: Area, day: string) => area.diasSemana.includes(weekdayOf(day) + 1);

/** The day is inside the area's window: qtMinDiasDisponivelReserva to qtDiasDisponivelReserva days from today. */
export const isInWindow = (area: Area, day: string, today: string) => {
  const ahead = daysBetween(today, day);
  return ahead >= area.qtMinDiasDisponivelReserva && ahead <= area.qtDiasDisponivelReserva;
};

const isBlockedDay = (bookings: Booking[], day: string) => {
  const start = fromLocal(day).getTime();
  const end = fromLocal(addIsoDays(day, 1)).getTime();
  return bookings.some((b) => b.tipoReserva === 'B' && b.inicio.getTime() < end && b.fim.getTime() > start);
};

/** The days of [from, to] with B: a block that day, or a weekday the area does not open. */
export const calendarDays = async (
  db: Database,
  idCondo: number,
  areaId: number,
  from: string,
  to: string,
): Promise<CalendarDay[]> => {
  const area = await requireArea(db, idCondo, areaId);
  const blocks = await activeBlocks(db, idCondo, area.id, fromLocal(from), fromLocal(addIsoDays(to, 1)));
  const days: CalendarDay[] = [];
  for (let day = from; day <= to; day = addIsoDays(day, 1)) {
    days.push({ data: day, B: !isOpenOn(area, day) || isBlockedDay(blocks, day) });
  }
  return days;
};

const slotRange = (day: string, slot: Slot) => ({
  inicio: fromLocal(`${day}T${slot.de}:00`),
  fim: fromLocal(`${day}T${slot.ate}:00`),
});

/**
 * The free slots of a day: none outside the window, on a closed weekday or on a blocked day; taken slots are left
 * out and, today, so are slots whose end has passed.
 */
export const freeSlots = async (
  db: Database,
  idCondo: number,
  areaId: number,
  unitId: number,
  day: string,
  now: Date,
): Promise<Slot[]> => {
  const area = await requireArea(db, idCondo, areaId);
  await requireUnit(db, idCondo, unitId, M.unitNotFound);
  if (!isInWindow(area, day, localDay(now)) || !isOpenOn(area, day)) return [];
  const bookings = await activeBookings(db, idCondo, area.id, fromLocal(day), fromLocal(addIsoDays(day, 1)));
  if (isBlockedDay(bookings, day)) return [];
  const nowLocal = toLocal(now);
  return area.horarios.filter((slot) => {
    const { inicio, fim } = slotRange(day, slot);
    if (toLocal(fim) <= nowLocal) return false;
    return !bookings.some((b) => b.inicio < fim && b.fim > inicio);
  });
};

/** The area's slot that is exactly [inicio, fim] on one day, or null. */
export const matchingSlot = (area: Area, inicioLocal: string, fimLocal: string): Slot | null => {
  if (inicioLocal.slice(0, 10) !== fimLocal.slice(0, 10)) return null;
  return (
    area.horarios.find((s) => `${s.de}:00` === inicioLocal.slice(11) && `${s.ate}:00` === fimLocal.slice(11)) ?? null
  );
};

const serializeCalendar = fastSerializerCompiler({ schema: calendarSchema }) as (days: CalendarDay[]) => string;
const serializeSlots = fastSerializerCompiler({ schema: slotsSchema }) as (slots: Slot[]) => string;

/**
 * The month calendar as JSON bytes, from the list cache while the condominium's `reservas` version has not moved
 * (every reservation, cancellation and block bumps it in its transaction, decisions 061/071).
 */
export const cachedCalendar = (
  deps: Pick<ModuleDeps, 'db' | 'listCache'>,
  idCondo: number,
  areaId: number,
  from: string,
  to: string,
) =>
  cachedList(deps.db, deps.listCache, {
    area: 'reservas',
    idCondo,
    key: `calendario|${areaId}|${from}|${to}`,
    load: () => calendarDays(deps.db, idCondo, areaId, from, to),
    serialize: serializeCalendar,
  });

/**
 * The day's free slots as JSON bytes, cached like the calendar. They also depend on the clock: the window counts
 * from today, and today's slots leave as they end, so the key holds today's date and, for today, the minute. The
 * unit is checked by the load that fills a key, and the key holds the condominium: a hit is that same answer.
 */
export const cachedFreeSlots = (
  deps: Pick<ModuleDeps, 'db' | 'listCache'>,
  idCondo: number,
  areaId: number,
  unitId: number,
  day: string,
  now: Date,
) => {
  const nowLocal = toLocal(now);
  const clock = day === nowLocal.slice(0, 10) ? nowLocal.slice(0, 16) : nowLocal.slice(0, 10);
  return cachedList(deps.db, deps.listCache, {
    area: 'reservas',
    idCondo,
    key: `horarios|${areaId}|${unitId}|${day}|${clock}`,
    load: () => freeSlots(deps.db, idCondo, areaId, unitId, day, now),
    serialize: serializeSlots,
  });
};
