import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common/page.ts';
import { textSchema, unitRefSchema } from '../schemas.ts';
import { isDateInRange } from '../common/day.ts';
import { MESSAGES } from '../messages.ts';
import { CHARGE_MESSAGES as M } from './charge.messages.ts';

/** A page of charge lines holds 50; the month chooser offers the current year and the 9 before (like the cancellation flow). */
export const CHARGE_LIMITS = { pageSize: 50, years: 10 } as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM', a São Paulo month; the server also refuses a month after the current one or older than 10 years. */
export const monthSchema = textSchema({ error: M.monthInvalid })
  .trim()
  .regex(MONTH, { message: M.monthInvalid, abort: true })
  .refine(isDateInRange, { message: MESSAGES.dateOutOfRange });

export const chargesQuerySchema = pageQuerySchema(CHARGE_LIMITS.pageSize).extend({ mes: monthSchema });
export type ChargesQuery = z.input<typeof chargesQuerySchema>;

export const chargesReportParamsSchema = z.object({ tipo: z.enum(['PDF', 'CSV'], { error: M.reportTypeInvalid }) });
export const chargesReportQuerySchema = z.object({ mes: monthSchema });

/** One line of a unit's account: COBRANCA (the fee, positive) or ESTORNO (its reversal, negative). */
export const chargeLineSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(['COBRANCA', 'ESTORNO']),
  descricao: z.string(),
  /** BRL: 80 for R$ 80,00; an ESTORNO is negative. */
  valor: z.number(),
  /** When it was posted, São Paulo wall-clock time 'YYYY-MM-DDTHH:mm:ss'. */
  dataLancamento: z.string(),
  unidade: unitRefSchema,
});
export type ChargeLine = z.infer<typeof chargeLineSchema>;

/** The month's totals, over every line of the month (not only this page). */
export const chargeTotalsSchema = z.object({ cobrado: z.number(), estornado: z.number(), saldo: z.number() });
export type ChargeTotals = z.infer<typeof chargeTotalsSchema>;

export const chargesPageSchema = pageSchema(chargeLineSchema).extend({ totais: chargeTotalsSchema });
export type ChargesPage = z.infer<typeof chargesPageSchema>;
