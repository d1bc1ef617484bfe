import { z } from 'zod';
import { pageMetaSchema } from '../common/page.ts';
import { idField, idParam, textSchema, unitRefSchema } from '../schemas.ts';
import { RESERVATION_MESSAGES as M } from './reservations.messages.ts';
import { isIsoDay } from './reservation-dates.ts';
import { isDateInRange } from '../common/day.ts';
import { MESSAGES } from '../messages.ts';
import { MOVE_LIMITS } from './move-limits.ts';

/** Move rules of spec 02 §3; hours 'HH:mm'; diasPermitidos bit i = weekday i (0 Sunday … 6 Saturday). */
export const moveRulesSchema = z.object({
  id_mudanca_regra: z.number().int(),
  ativo: z.boolean(),
  diasPermitidos: z.number().int().min(0).max(127),
  diasAntecedencia: z.number().int(),
  horaSemanaInicio: z.string(),
  horaSemanaFim: z.string(),
  horaFdsInicio: z.string(),
  horaFdsFim: z.string(),
});
export type MoveRules = z.infer<typeof moveRulesSchema>;
export const moveRulesQuerySchema = z.object({ id: idParam });

const isoDay = textSchema({ error: M.dateInvalid })
  .refine(isIsoDay, { message: M.dateInvalid, abort: true })
  .refine(isDateInRange, { message: MESSAGES.dateOutOfRange });

/** GET /mudanca/?idCondominio&limit=100&dataChegadaFrom&dataChegadaUntil (days 'YYYY-MM-DD'). */
export const movesQuerySchema = z
  .object({
    idCondominio: idParam.optional(),
    page: idParam.default(1),
    limit: idParam.max(MOVE_LIMITS.pageSize).default(MOVE_LIMITS.pageSize),
    dataChegadaFrom: isoDay,
    dataChegadaUntil: isoDay,
  })
  .refine((q) => q.dataChegadaFrom <= q.dataChegadaUntil, { message: M.rangeInvalid, path: ['dataChegadaUntil'] })
  .refine((q) => Date.parse(q.dataChegadaUntil) - Date.parse(q.dataChegadaFrom) <= 366 * 86_400_000, {
    message: M.rangeTooLong,
    path: ['dataChegadaUntil'],
  });
export type MovesQuery = z.input<typeof movesQuerySchema>;

/** GET /mudanca/ocupados?dataChegadaFrom&dataChegadaUntil: the days another move already holds (ours, issue 28). */
export const takenMoveDaysQuerySchema = z
  .object({ dataChegadaFrom: isoDay, dataChegadaUntil: isoDay })
  .refine((q) => q.dataChegadaFrom <= q.dataChegadaUntil, { message: M.rangeInvalid, path: ['dataChegadaUntil'] })
  .refine((q) => Date.parse(q.dataChegadaUntil) - Date.parse(q.dataChegadaFrom) <= 366 * 86_400_000, {
    message: M.rangeTooLong,
    path: ['dataChegadaUntil'],
  });
export type TakenMoveDaysQuery = z.input<typeof takenMoveDaysQuerySchema>;
/** 'YYYY-MM-DD' days, in order. */
export const takenMoveDaysSchema = z.object({ dias: z.array(z.string()) });

/** Scheduled move of spec 02 §3: times are local 'YYYY-MM-DDTHH:mm:ss'. */
export const moveSchema = z.object({
  id_mudanca: z.number().int(),
  unidade: unitRefSchema,
  dataAgendada: z.string(),
  horarioFim: z.string(),
  mudancaStatus: z.string(),
  ativo: z.boolean(),
});
export type Move = z.infer<typeof moveSchema>;
export const movesPageSchema = z.object({ data: z.array(moveSchema), meta: pageMetaSchema });

/** POST /mudanca: unidade, dataAgendada ('YYYY-MM-DD'), status PENDENTE. */
export const createMoveSchema = z.object({
  unidade: idField(M.unitNotFound),
  dataAgendada: isoDay,
  status: z.literal('PENDENTE', { error: M.moveStatusInvalid }).default('PENDENTE'),
});
export type CreateMove = z.input<typeof createMoveSchema>;
export const moveResultSchema = moveSchema.extend({ notificados: z.number().int() });
export const moveParamsSchema = z.object({ id_mudanca: idParam });
