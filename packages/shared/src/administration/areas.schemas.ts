/**
 * Wire contract of the console's common areas, area blocks and move rules (issue 31 item 6, decision 119). The
 * area's fields keep the spec's names (§3 Area) plus the calendar's (decision 076) and the console's: `abertura` /
 * `fechamento` (opening hours), `diaInteiro` (one booking from opening to closing) and `precisaAprovacao`.
 */
import { z } from 'zod';
import { idParam, optionalText, textSchema, unitRefSchema } from '../schemas.ts';
import { isoDaySchema } from '../common/day-schema.ts';
import { AREA_MESSAGES as M } from './areas.messages.ts';
import { AREA_LIMITS as L, HH_MM, slotsProblem, sortSlots } from './areas.rules.ts';

const time = textSchema({ error: M.timeInvalid }).regex(HH_MM, M.timeInvalid);
const days = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

export const areaSlotSchema = z.object({ de: time, ate: time });

export const areaBodySchema = z
  .object({
    nomeArea: textSchema({ error: M.nameRequired })
      .transform((v) => v.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(1, M.nameRequired).max(L.name, M.nameTooLong)),
    capacidade: z
      .number({ error: M.capacityInvalid })
      .int(M.capacityInvalid)
      .min(1, M.capacityInvalid)
      .max(L.capacity, M.capacityInvalid)
      .nullish()
      .transform((v) => v ?? null),
    /** BRL (80 = R$ 80,00); 0 is a free area. */
    valorTaxaUtilizacao: z
      .number({ error: M.feeInvalid })
      .min(0, M.feeInvalid)
      .max(L.fee, M.feeInvalid)
      .transform((v) => Math.round(v * 100) / 100),
    qtMinDiasDisponivelReserva: days(L.advanceDays, M.advanceInvalid),
    qtDiasDisponivelReserva: days(L.advanceDays, M.advanceInvalid),
    /** 1 Sunday … 7 Saturday. */
    diasSemana: z
      .array(
        z
          .number({ error: M.weekdaysRequired })
          .int(M.weekdaysRequired)
          .min(1, M.weekdaysRequired)
          .max(7, M.weekdaysRequired),
        {
          error: M.weekdaysRequired,
        },
      )
      .max(7, M.weekdaysRequired)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
      .refine((ids) => ids.length > 0, { message: M.weekdaysRequired }),
    abertura: time,
    fechamento: time,
    diaInteiro: z.boolean({ error: M.slotsRequired }),
    /** Ignored for a whole-day area (its one slot is the opening hours). */
    horarios: z.array(areaSlotSchema).max(L.slots, M.tooManySlots).default([]),
    precisaAprovacao: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.qtMinDiasDisponivelReserva > v.qtDiasDisponivelReserva)
      ctx.addIssue({ code: 'custom', message: M.advanceInverted, path: ['qtDiasDisponivelReserva'] });
    if (v.abertura >= v.fechamento) {
      ctx.addIssue({ code: 'custom', message: M.openingInverted, path: ['fechamento'] });
      return;
    }
    const problem = v.diaInteiro ? null : slotsProblem(v.abertura, v.fechamento, v.horarios);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['horarios'] });
  })
  .transform((v) => ({
    ...v,
    horarios: v.diaInteiro ? [{ de: v.abertura, ate: v.fechamento }] : sortSlots(v.horarios),
  }));
export type AreaBody = z.input<typeof areaBodySchema>;
export type AreaValues = z.output<typeof areaBodySchema>;

export const adminAreaSchema = z.object({
  id: z.number().int(),
  nomeArea: z.string(),
  capacidade: z.number().int().nullable(),
  flagAreaPaga: z.union([z.literal(0), z.literal(1)]),
  valorTaxaUtilizacao: z.number(),
  qtMinDiasDisponivelReserva: z.number().int(),
  qtDiasDisponivelReserva: z.number().int(),
  diasSemana: z.array(z.number().int()),
  abertura: z.string(),
  fechamento: z.string(),
  diaInteiro: z.boolean(),
  horarios: z.array(z.object({ de: z.string(), ate: z.string() })),
  precisaAprovacao: z.boolean(),
  ativo: z.boolean(),
});
export type AdminArea = z.infer<typeof adminAreaSchema>;
export const adminAreasSchema = z.object({ data: z.array(adminAreaSchema) });
export const areaParamsSchema = z.object({ idArea: idParam });

// ---------- blocks ----------
const period = {
  dataDe: isoDaySchema,
  dataAte: isoDaySchema,
};
const inOrder = (v: { dataDe: string; dataAte: string }, ctx: z.RefinementCtx) => {
  const length = (Date.parse(v.dataAte) - Date.parse(v.dataDe)) / 86_400_000;
  if (length < 0) ctx.addIssue({ code: 'custom', message: M.blockRangeInverted, path: ['dataAte'] });
  else if (length >= L.blockDays) ctx.addIssue({ code: 'custom', message: M.blockRangeTooLong, path: ['dataAte'] });
};

/** GET …/bloqueios/conflitos?dataDe&dataAte: what confirming the block would cancel. */
export const blockPeriodQuerySchema = z.object(period).superRefine(inOrder);
export type BlockPeriodQuery = z.input<typeof blockPeriodQuerySchema>;

export const clashingBookingSchema = z.object({
  id: z.number().int(),
  dataInicioReserva: z.string(),
  dataFimReserva: z.string(),
  unidade: unitRefSchema,
  /** The unit's residents (names only), who get the notice. */
  moradores: z.array(z.string()),
  valorCobranca: z.number().nullable(),
});
export type ClashingBooking = z.infer<typeof clashingBookingSchema>;
export const blockClashesSchema = z.object({
  /** Days of the period the block would add (the ones already blocked stay as they are). */
  dias: z.number().int(),
  jaBloqueados: z.number().int(),
  data: z.array(clashingBookingSchema),
});
export type BlockClashes = z.infer<typeof blockClashesSchema>;

/** POST …/bloqueios: the period, the spec's reason and the bookings the syndic saw and agrees to cancel. */
export const createBlockSchema = z
  .object({
    ...period,
    motivo: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.reasonInvalid }),
    observacao: optionalText(L.observation, M.observationTooLong),
    reservas: z.array(idParam).max(10_000).default([]),
  })
  .superRefine(inOrder);
export type CreateBlock = z.input<typeof createBlockSchema>;
export const blockResultSchema = z.object({
  dias: z.number().int(),
  canceladas: z.number().int(),
  notificados: z.number().int(),
  message: z.string(),
});
export type BlockResult = z.infer<typeof blockResultSchema>;

// ---------- move rules ----------
export const moveRulesBodySchema = z
  .object({
    ativo: z.boolean(),
    /** Bit i = weekday i, 0 Sunday … 6 Saturday (spec 02 §3). */
    diasPermitidos: z.number({ error: M.moveDaysRequired }).int(M.moveDaysRequired).min(0).max(127, M.moveDaysRequired),
    diasAntecedencia: days(L.moveAdvanceDays, M.moveAdvanceInvalid),
    horaSemanaInicio: time,
    horaSemanaFim: time,
    horaFdsInicio: time,
    horaFdsFim: time,
  })
  .superRefine((v, ctx) => {
    if (v.ativo && v.diasPermitidos === 0)
      ctx.addIssue({ code: 'custom', message: M.moveDaysRequired, path: ['diasPermitidos'] });
    if (v.horaSemanaInicio >= v.horaSemanaFim)
      ctx.addIssue({ code: 'custom', message: M.moveHoursInverted, path: ['horaSemanaFim'] });
    if (v.horaFdsInicio >= v.horaFdsFim)
      ctx.addIssue({ code: 'custom', message: M.moveHoursInverted, path: ['horaFdsFim'] });
  });
export type MoveRulesBody = z.input<typeof moveRulesBodySchema>;
/** The rules as the console edits them; `id_mudanca_regra` null: never saved (the defaults below). */
export const adminMoveRulesSchema = z.object({
  id_mudanca_regra: z.number().int().nullable(),
  ativo: z.boolean(),
  diasPermitidos: z.number().int(),
  diasAntecedencia: z.number().int(),
  horaSemanaInicio: z.string(),
  horaSemanaFim: z.string(),
  horaFdsInicio: z.string(),
  horaFdsFim: z.string(),
});
export type AdminMoveRules = z.infer<typeof adminMoveRulesSchema>;

/** What a condominium without rules starts from: inactive, Monday to Saturday, 2 days ahead, the demo's hours. */
export const DEFAULT_MOVE_RULES: AdminMoveRules = {
  id_mudanca_regra: null,
  ativo: false,
  diasPermitidos: 0b1111110,
  diasAntecedencia: 2,
  horaSemanaInicio: '08:00',
  horaSemanaFim: '17:00',
  horaFdsInicio: '08:00',
  horaFdsFim: '12:00',
};
