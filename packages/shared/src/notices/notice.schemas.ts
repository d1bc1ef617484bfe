import { z } from 'zod';
import { idListParam, idParam } from '../schemas.ts';

/** A notice to one resident by one channel: NA_FILA (queued or being sent), ENVIADO, FALHOU (after every try). */
export const noticeStatusSchema = z.enum(['NA_FILA', 'ENVIADO', 'FALHOU']);
export type NoticeStatus = z.infer<typeof noticeStatusSchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  canal: z.enum(['sms', 'email']),
  status: noticeStatusSchema,
  tentativas: z.number().int(),
  /** The provider's error of the last try, in words; null once sent. */
  erro: z.string().nullable(),
  enviadoEm: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/**
 * One entity's notices and their sum: FALHOU when any failed, NA_FILA while any is on its way, ENVIADO when all left,
 * null without a notice (nobody reachable). `moradores` counts residents reached; `pendentes` those still waiting.
 */
export const noticeSummarySchema = z.object({
  status: noticeStatusSchema.nullable(),
  moradores: z.number().int(),
  pendentes: z.number().int(),
  falhas: z.number().int(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

/** A reminder of a parcel still waiting (decision 130): its number, when it went, and its own messages' sum. */
export const reminderNoticesSchema = noticeSummarySchema.extend({
  numero: z.number().int(),
  enviadoEm: z.string(),
  data: z.array(noticeSchema),
});
export type ReminderNotices = z.infer<typeof reminderNoticesSchema>;

/** The first notice's messages and sum; a parcel's answer adds its reminders, oldest first (additive). */
export const parcelNoticesSchema = noticeSummarySchema.extend({
  data: z.array(noticeSchema),
  lembretes: z.array(reminderNoticesSchema).optional(),
});
export type ParcelNotices = z.infer<typeof parcelNoticesSchema>;
/** The same answer for any entity with notices (a reservation, a document link). */
export const entityNoticesSchema = parcelNoticesSchema;
export type EntityNotices = ParcelNotices;

/** What a list row shows (the shared chip): the sum, and the failure's words and tries when one failed for good. */
export const noticeMarkSchema = noticeSummarySchema.extend({
  erro: z.string().nullable(),
  tentativas: z.number().int(),
});
export type NoticeMark = z.infer<typeof noticeMarkSchema>;

export const parcelNoticeParamsSchema = z.object({ id: idParam });

/** The status of the notices of a unit's pending parcels (the pending list marks the ones that failed). */
export const pendingNoticesQuerySchema = z.object({ unidade: idParam });
/** The mark of a parcel's last reminder: which one, when, and its delivery. */
export const reminderMarkSchema = noticeMarkSchema.extend({ numero: z.number().int(), enviadoEm: z.string() });
export type ReminderMark = z.infer<typeof reminderMarkSchema>;
export const pendingNoticesSchema = z.object({
  data: z.array(
    noticeMarkSchema.extend({ idCorrespondencia: z.number().int(), lembrete: reminderMarkSchema.optional() }),
  ),
});
export type PendingNotices = z.infer<typeof pendingNoticesSchema>;

/** The marks of a list's rows (a month of reservations): `ids=1,2,3`, at most 100; ids of another condominium are left out. */
export const noticeMarksQuerySchema = z.object({ ids: idListParam(100) });
export const noticeMarksSchema = z.object({ data: z.array(noticeMarkSchema.extend({ id: z.number().int() })) });
export type NoticeMarks = z.infer<typeof noticeMarksSchema>;
