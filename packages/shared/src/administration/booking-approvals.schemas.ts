import { z } from 'zod';
import { idParam } from '../schemas.ts';

export const pendingBookingSchema = z.object({
  id: z.number().int(),
  nomeArea: z.string(),
  nomeUnidade: z.string(),
  /** São Paulo local time, 'YYYY-MM-DDTHH:mm:ss' as the reservations' answers. */
  dataInicioReserva: z.string(),
  dataFimReserva: z.string(),
  valorCobranca: z.number().nullable(),
});
export type PendingBooking = z.infer<typeof pendingBookingSchema>;
export const pendingBookingsSchema = z.object({ data: z.array(pendingBookingSchema) });
export const bookingParamsSchema = z.object({ idReserva: idParam });
export const approvalAnswerSchema = z.object({ message: z.string() });
