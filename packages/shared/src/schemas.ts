import { z } from 'zod';
import { isValidCpf, stripCpf } from './br/cpf.ts';
import { MESSAGES } from './messages.ts';

/** Accepts "123.456.789-09" or digits; yields the 11 digits. */
export const cpfSchema = z
  .string({ error: MESSAGES.cpfInvalid })
  .transform(stripCpf)
  .pipe(z.string().refine(isValidCpf, { message: MESSAGES.cpfInvalid }));

/** The one error shape of the API. */
export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

/** Positive integer id coming from a path or query string. */
export const idParam = z.coerce.number({ error: 'Identificador inválido' }).int().positive('Identificador inválido');

/** General paged list answer: data plus meta.totalPages (spec 01 §3). */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ totalPages: z.number().int() }) });
