import { z } from 'zod';
import { isoDaySchema } from '../common/day-schema.ts';
import { countParam, textSchema } from '../schemas.ts';
import { TIMELINE_MESSAGES as M } from './timeline.messages.ts';

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

/** Events a window carries at most, and by default: the screen asks the next window as the list scrolls. */
export const TIMELINE_WINDOW = { default: 100, max: 500, searchMax: 100 } as const;

/**
 * `GET /portaria/api/v2/linhadotempo/janela` (ours, issue 30, decision 115): one window of a day, newest first.
 * `busca` is the spec's timeline search (a substring of what a row shows, accents and case ignored) run by the
 * database over the whole day; `apos` is the `proximo` of the previous window.
 */
export const timelineWindowQuerySchema = z.object({
  data: isoDaySchema,
  limite: countParam.max(TIMELINE_WINDOW.max).default(TIMELINE_WINDOW.default),
  busca: textSchema().trim().max(TIMELINE_WINDOW.searchMax).optional(),
  apos: z
    .string()
    .regex(/^\d{1,17}\.\d{1,19}$/, M.cursorInvalid)
    .optional(),
});
export type TimelineWindowQuery = z.input<typeof timelineWindowQuerySchema>;

/** A window: its events, the day's total for the search, and where the next window starts (null at the end). */
export const timelineWindowSchema = z.object({
  data: z.array(activitySchema),
  /** The day's events for the search (all windows). */
  totalItems: z.number().int(),
  /** `apos` of the next window; null on the last one. */
  proximo: z.string().nullable(),
});
export type TimelineWindow = z.infer<typeof timelineWindowSchema>;
