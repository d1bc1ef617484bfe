import { z } from 'zod';
import { isEmailShape } from '../br/email.ts';
import { idParam, textSchema } from '../schemas.ts';

/** A required e-mail of a form: trimmed, at most `max`, the usual shape; the screen's own messages. */
export const emailField = (max: number, required: string, invalid: string) =>
  textSchema({ error: required }).trim().min(1, required).max(max, invalid).refine(isEmailShape, { message: invalid });

export const unitContactsParamsSchema = z.object({ idUnidade: idParam });
/** Spec 02 §3 "Resident (for documents)": id, name and e-mail only (no CPF, decision 064). */
export const unitContactSchema = z.object({
  idMorador: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
});
export const unitContactsSchema = z.object({ data: z.array(unitContactSchema) });
export type UnitContact = z.infer<typeof unitContactSchema>;
