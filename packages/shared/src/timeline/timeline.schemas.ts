import { z } from 'zod';
import { isoDaySchema } from '../common/day.ts';

/** `GET /portaria/api/v2/linhadotempo?data=YYYY-MM-DD` (spec 02 §7): one São Paulo day of the token's condominium. */
export const timelineQuerySchema = z.object({ data: isoDaySchema });
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

const localDateTime = z.string().describe('YYYY-MM-DDTHH:mm:ss, horário de São Paulo');

/** Activity item (spec 01 §3). Block, unit and person are null for events that have none (a block of an area). */
export const activitySchema = z.object({
  atividade: z.string(),
  dtInicio: localDateTime,
  dtFim: localDateTime.nullable(),
  nmBloco: z.string().nullable(),
  nmPessoa: z.string().nullable(),
  nmUnidade: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** The day's events, newest first. */
export const timelineSchema = z.array(activitySchema);
