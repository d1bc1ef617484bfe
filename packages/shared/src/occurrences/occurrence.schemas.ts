import { z } from 'zod';
import { emailField } from '../common/unit-contacts.ts';
import { isDateInRange } from '../common/day.ts';
import { MESSAGES } from '../messages.ts';
import { pageQuerySchema, pageSchema } from '../common/page.ts';
import { idField, idParam, textSchema, unitRefSchema } from '../schemas.ts';
import { OCCURRENCE_LIMITS as L, TIPOS_OCORRENCIA } from './occurrences.constants.ts';
import { OCCURRENCE_MESSAGES as M } from './occurrences.messages.ts';

/**
 *   POST /ocorrencias/anexo/presigned-url/put  ?contentType -> { url, fileName, expiresIn } (then PUT url: jpg, png, pdf ≤ 10 MB)
 *   POST /portaria/api/v2/ocorrencias           createOccurrenceSchema -> 200 Occurrence summary (spec 02 §9)
 *   GET  /ocorrencias/resumo                    occurrencesQuerySchema -> page of OccurrenceSummary | 204
 *   GET  /ocorrencias/{id}                      -> OccurrenceDetail
 *   GET  /ocorrencias/conteudo/{contentId}/anexo/{hash} -> the file (stored type, nosniff)
 */
const hash = z.string().regex(/^[a-f0-9]{32}$/, M.attachmentUnknown);

export const createOccurrenceSchema = z.object({
  idUnidade: idField(M.unitNotFound),
  tipoOcorrencia: z.enum(TIPOS_OCORRENCIA, { error: M.tipoRequired }),
  publica: z.literal(true).default(true),
  tipoUsuario: z.literal('MORADOR').default('MORADOR'),
  conteudo: textSchema({ error: M.conteudoRequired })
    .trim()
    .min(1, M.conteudoRequired)
    .max(L.conteudoMax, M.conteudoTooLong),
  email: emailField(L.emailMax, M.emailRequired, M.emailInvalid),
  hashAnexo: hash.nullish().or(z.literal('').transform(() => null)),
  /** Sent as the current time (spec); the server stamps its own clock. */
  dataOcorrencia: textSchema().nullish(),
});
export type CreateOccurrence = z.input<typeof createOccurrenceSchema>;

export const occurrenceSummarySchema = z.object({
  idOcorrencia: z.number().int(),
  dataOcorrencia: z.string(),
  tipoOcorrencia: z.enum(TIPOS_OCORRENCIA),
  unidade: unitRefSchema,
  flEncerrado: z.enum(['S', 'N']),
  conteudo: z.string(),
  email: z.string(),
  hashAnexo: z.string().nullable(),
});
export type OccurrenceSummary = z.infer<typeof occurrenceSummarySchema>;

const isRealDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};
const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
  .refine(isRealDay, { message: M.dateInvalid, abort: true })
  .refine(isDateInRange, { message: MESSAGES.dateOutOfRange });
const optionalQueryText = textSchema()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const occurrencesQuerySchema = pageQuerySchema(L.pageSize).extend({
  /** The condominium's reference: accepted (spec) and ignored; the condominium comes from the token. */
  referencia: optionalQueryText,
  publica: z.enum(['S', 'N']).optional(),
  unidade: idParam.optional(),
  dataFrom: dateParam.optional(),
  dataUntil: dateParam.optional(),
  conteudo: optionalQueryText.refine((v) => v === undefined || v.length >= L.searchMin, { message: M.searchTooShort }),
  encerrado: z.enum(['S', 'N']).optional(),
});
export type OccurrencesQuery = z.input<typeof occurrencesQuerySchema>;
export type OccurrencesFilters = z.output<typeof occurrencesQuerySchema>;
export const occurrencesPageSchema = pageSchema(occurrenceSummarySchema);

export const occurrenceParamsSchema = z.object({ id: idParam });

export const occurrenceContentSchema = z.object({
  id: z.number().int(),
  conteudo: z.string(),
  /** The attachment's hash, or null. */
  anexo: z.string().nullable(),
  autor: z.enum(['MORADOR', 'SINDICO']),
  data: z.string(),
});
export const occurrenceDetailSchema = occurrenceSummarySchema.extend({
  ocorrenciaConteudos: z.array(occurrenceContentSchema),
});
export type OccurrenceDetail = z.infer<typeof occurrenceDetailSchema>;

export const attachmentParamsSchema = z.object({ contentId: idParam, attachmentHash: textSchema() });

export const attachmentPresignedQuerySchema = z.object({ contentType: textSchema().optional() });
export const presignedAnswerSchema = z.object({ url: z.string(), fileName: z.string(), expiresIn: z.number().int() });
