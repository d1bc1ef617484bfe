import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isDateInRange } from './day.ts';

/**
 * Calendar day YYYY-MM-DD (dates are sent YYYY-MM-DD, spec 02 §9). Apart from day.ts, whose day arithmetic the
 * screens use without zod (the dashboard loads no zod: decision 003).
 */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateInvalid)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: MESSAGES.dateInvalid,
      abort: true,
    },
  )
  .refine(isDateInRange, { message: MESSAGES.dateOutOfRange });
