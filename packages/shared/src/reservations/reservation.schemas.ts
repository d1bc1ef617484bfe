import { z } from 'zod';
import { idField, idParam, optionalText, textSchema, unitRefSchema } from '../schemas.ts';
import { RESERVATION_MESSAGES as M } from './reservations.messages.ts';
import { parseBrDay, parseLocalDateTime } from './reservation-dates.ts';
import { isDateInRange } from '../common/day.ts';
import { MESSAGES } from '../messages.ts';

/** Spec 02 §9: cancel status 90; observation 256; the list's range is a month on screen (a year at most here). */
export const RESERVATION_LIMITS = { cancelStatus: 90, observation: 256, origin: 30, maxRangeDays: 366 } as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Slot of spec 02 §3: de / ate as 'HH:mm' (ate after de, same day). */
export const slotSchema = z.object({ de: z.string().regex(HH_MM), ate: z.string().regex(HH_MM) });
export type Slot = z.infer<typeof slotSchema>;

/**
 * Area of spec 02 §3 plus what the calendar needs and the spec leaves unnamed (decision 076): `diasSemana`, the
 * weekdays it opens (1 Sunday … 7 Saturday, the spec's weekday ids), and `horarios`, the slots of one day.
 */
export const areaSchema = z.object({
  id: z.number().int(),
  nomeArea: z.string(),
  capacidade: z.number().int().nullable(),
  flagAreaPaga: z.union([z.literal(0), z.literal(1)]),
  /** BRL, e.g. 80 for R$ 80,00; 0 for a free area. */
  valorTaxaUtilizacao: z.number(),
  percentualCondominio: z.number().nullable(),
  qtMinDiasDisponivelReserva: z.number().int(),
  qtDiasDisponivelReserva: z.number().int(),
  diasSemana: z.array(z.number().int().min(1).max(7)),
  horarios: z.array(slotSchema),
  /** Bookings wait for the syndic's approval ('Aguardando aprovação') before they count as confirmed (issue 31). */
  precisaAprovacao: z.boolean().optional(),
});
export type Area = z.infer<typeof areaSchema>;
export const areasSchema = z.array(areaSchema);

export const referenceParamsSchema = z.object({ reference: idParam });

const brDay = (message: string = M.dateInvalid) =>
  textSchema({ error: message }).transform((value, ctx) => {
    const day = parseBrDay(value.trim());
    if (!day || !isDateInRange(day)) {
      ctx.addIssue({ code: 'custom', message: day ? MESSAGES.dateOutOfRange : message });
      return z.NEVER;
    }
    return day;
  });

const localDateTime = textSchema({ error: M.dateTimeInvalid }).transform((value, ctx) => {
  const parsed = parseLocalDateTime(value.trim());
  if (!parsed || !isDateInRange(parsed)) {
    ctx.addIssue({ code: 'custom', message: parsed ? MESSAGES.dateOutOfRange : M.dateTimeInvalid });
    return z.NEVER;
  }
  return parsed;
});

const inRange = (value: { datainicio: string; datafim: string }, ctx: z.RefinementCtx) => {
  const days = (Date.parse(value.datafim) - Date.parse(value.datainicio)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', message: M.rangeInvalid, path: ['datafim'] });
  else if (days > RESERVATION_LIMITS.maxRangeDays)
    ctx.addIssue({ code: 'custom', message: M.rangeTooLong, path: ['datafim'] });
};

/** GET …/calendar/day/{areaId}?datainicio=DD/MM/YYYY 00:00:00&datafim=DD/MM/YYYY 23:59:59 */
export const calendarParamsSchema = z.object({ areaId: idParam });
export const calendarQuerySchema = z.object({ datainicio: brDay(), datafim: brDay() }).superRefine(inRange);
export type CalendarQuery = z.input<typeof calendarQuerySchema>;
/** One day of the range: `B` when it is blocked (a block that day, or a weekday the area does not open). */
export const calendarDaySchema = z.object({ data: z.string(), B: z.boolean() });
export const calendarSchema = z.array(calendarDaySchema);
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** GET …/calendar/day/hours/{areaId}/{unitId}?data=DD/MM/YYYY */
export const slotsParamsSchema = z.object({ areaId: idParam, unitId: idParam });
export const slotsQuerySchema = z.object({ data: brDay() });
export type SlotsQuery = z.input<typeof slotsQuerySchema>;
export const slotsSchema = z.array(slotSchema);

/** POST /reservaareas/v1/areareserva: one call per chosen slot; times are the condominium's local time. */
export const createReservationSchema = z.object({
  idArea: idField(M.areaNotFound),
  idUnidade: idField(M.unitNotFound),
  dataInicioReserva: localDateTime,
  dataFimReserva: localDateTime,
  tipoReserva: z.literal('R', { error: M.onlyReservations }),
  observacao: optionalText(RESERVATION_LIMITS.observation, M.observationTooLong),
  /** The client's clock: kept for the record, never trusted (the server's clock decides). */
  dataInclusao: textSchema().max(40).nullish(),
  origemReserva: textSchema().trim().max(RESERVATION_LIMITS.origin, M.originTooLong).nullish(),
});
export type CreateReservation = z.input<typeof createReservationSchema>;

/** PUT /reservaareas/v1/areareserva/status: { id, idStatus: 90 } cancels a reservation or a block. */
export const cancelReservationSchema = z.object({
  id: idField(M.reservationNotFound),
  idStatus: z.literal(RESERVATION_LIMITS.cancelStatus, { error: M.statusInvalid }),
});
export type CancelReservation = z.input<typeof cancelReservationSchema>;

export const RESERVATION_KINDS = { RESERVA: 'R', BLOQUEIO: 'B' } as const;

/** GET /reservaareas/v1/areareserva/condominio/{reference}?datainicio&datafim&idArea&tiporeserva */
export const reservationsQuerySchema = z
  .object({
    datainicio: brDay(),
    datafim: brDay(),
    idArea: idParam,
    tiporeserva: z.enum(['RESERVA', 'BLOQUEIO'], { error: M.tipoInvalid }),
  })
  .superRefine(inRange);
export type ReservationsQuery = z.input<typeof reservationsQuerySchema>;

/** GET /reservaareas/v1/areareserva/anos?idArea&tiporeserva (ours, issue 28): later years that hold bookings. */
export const reservationYearsQuerySchema = z.object({
  idArea: idParam,
  tiporeserva: z.enum(['RESERVA', 'BLOQUEIO'], { error: M.tipoInvalid }),
});
export type ReservationYearsQuery = z.input<typeof reservationYearsQuerySchema>;
export const reservationYearsSchema = z.object({ anos: z.array(z.number().int()) });

/** Reservation/block of spec 02 §3, with the names the screens show. */
export const reservationSchema = z.object({
  id: z.number().int(),
  idArea: z.number().int(),
  nomeArea: z.string(),
  idUnidade: z.number().int().nullable(),
  nomeUnidade: z.string().nullable(),
  unidade: unitRefSchema.nullable(),
  dataInicioReserva: z.string(),
  dataFimReserva: z.string(),
  tipoReserva: z.enum(['R', 'B']),
  observacao: z.string().nullable(),
  dataInclusao: z.string(),
  origemReserva: z.string(),
  /** 'Ativo', 'Aguardando aprovação' or 'Cancelado'. */
  descriptionIdStatus: z.string(),
  /** Block reason: 1 Manutenção, 2 Urgência, 3 Outros (null for a reservation). */
  motivo: z.number().int().nullable(),
  descricaoMotivo: z.string().nullable(),
  /** The fee charged to the unit (BRL), or null. */
  valorCobranca: z.number().nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationsSchema = z.array(reservationSchema);

/** The answer of a reservation or cancellation: the record and how many residents were told. */
export const reservationResultSchema = reservationSchema.extend({ notificados: z.number().int() });
export type ReservationResult = z.infer<typeof reservationResultSchema>;
