import { z } from 'zod';
import { isValidCpf, stripCpf } from './br/cpf.ts';
import { MESSAGES } from './messages.ts';
import { hasInvalidCharacters } from './text.ts';

/** Accepts "123.456.789-09" or digits; yields the 11 digits. */
export const cpfSchema = z
  .string({ error: MESSAGES.cpfInvalid })
  .transform(stripCpf)
  .pipe(z.string().refine(isValidCpf, { message: MESSAGES.cpfInvalid }));

/** The one error shape of the API. */
export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

/** Largest PostgreSQL integer (int4): every id column is one, and a larger number fails inside the query. */
export const INT4_MAX = 2_147_483_647;

/**
 * The one id schema: a positive integer within int4, refused with 'Identificador inválido' (or the screen's own
 * message). `idParam` reads path and query strings ("42"); `idSchema` is the JSON body's number.
 */
export const idParam = z.coerce
  .number({ error: MESSAGES.idInvalid })
  .int(MESSAGES.idInvalid)
  .positive(MESSAGES.idInvalid)
  .max(INT4_MAX, MESSAGES.idInvalid);
/** `ids=1,2` or repeated keys (`idsBlocos=1&idsBlocos=2`): a list of ids, at most `max`. */
export const idListParam = (max = 500) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => String(v).split(','))
        .map((p) => p.trim())
        .filter(Boolean),
    z.array(idParam).max(max),
  );
export const idField = (message: string = MESSAGES.idInvalid) =>
  z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
export const idSchema = idField();

/** Page numbers and other counters of a query string: 1 up to int4 (they end up in LIMIT/OFFSET arithmetic). */
export const countParam = z.coerce.number().int().min(1).max(INT4_MAX);

/**
 * Every free-text and search field starts here: a string without NUL or lone surrogates
 * ('Texto com caracteres inválidos.'). Chain trim/max/nullish after it as with z.string().
 */
export const textSchema = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasInvalidCharacters(value), { message: MESSAGES.textInvalid });

export const blankToNull = (value: string | null | undefined) =>
  value == null || value.trim() === '' ? null : value.trim();

/**
 * Optional free text of a form: trimmed; '', blanks, null and absent become null; longer than `max` (after
 * trimming) is refused with the screen's own message.
 */
export const optionalText = (max: number, message: string) =>
  textSchema()
    .nullish()
    .transform(blankToNull)
    .refine((value) => value == null || value.length <= max, { message });

/** A unit as answers show it (correspondence, residents, vehicles): its id, its name and its block's. */
export const unitRefSchema = z.object({ idUnidade: z.number().int(), nome: z.string(), nmBloco: z.string() });
export type UnitRef = z.infer<typeof unitRefSchema>;
