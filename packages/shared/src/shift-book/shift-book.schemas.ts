import { z } from 'zod';
import { isoDaySchema } from '../common/day-schema.ts';
import { pageMetaSchema, pageQuerySchema } from '../common/page.ts';
import { idField, idParam, textSchema, unitRefSchema } from '../schemas.ts';
import { SHIFT_BOOK_MESSAGES as M } from './shift-book.messages.ts';
import { CATEGORIES, SHIFT_BOOK_LIMITS as L } from './shift-book.rules.ts';

/** Wire contract of the shift book (issue 34 item 1, decision 123). */
const hash = z.string().regex(/^[a-f0-9]{32}$/, M.attachmentUnknown);
const category = z.enum(CATEGORIES, { error: M.categoryInvalid });
const text = textSchema({ error: M.textRequired }).trim().min(1, M.textRequired).max(L.textMax, M.textTooLong);
const optionalId = (message: string) =>
  idField(message)
    .nullish()
    .transform((v) => v ?? null);

export const createEntrySchema = z.object({
  categoria: category,
  texto: text,
  idUnidade: optionalId(M.unitNotFound),
  hashAnexo: hash
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  /** The entry this one corrects (an entry past its 15 minutes is corrected, never changed). */
  idCorrige: optionalId(M.correctionTargetMissing),
});
export type CreateEntry = z.input<typeof createEntrySchema>;

export const updateEntrySchema = z.object({
  categoria: category,
  texto: text,
  idUnidade: optionalId(M.unitNotFound),
  /**
   * The attachment on an edit: absent keeps the entry's, null (or '') takes it out, a new upload's hash replaces it
   * (decision 123: the old file is kept, named in the audit entry).
   */
  hashAnexo: hash
    .nullable()
    .or(z.literal('').transform(() => null))
    .optional(),
});
export type UpdateEntry = z.input<typeof updateEntrySchema>;

export const entrySchema = z.object({
  id: z.number().int(),
  categoria: category,
  texto: z.string(),
  unidade: unitRefSchema.nullable(),
  hashAnexo: z.string().nullable(),
  idCorrige: z.number().int().nullable(),
  /** When the corrected entry was written: 'Correção do registro de …'. */
  corrigeCriadoEm: z.string().nullable(),
  autor: z.string(),
  criadoEm: z.string(),
  editadoEm: z.string().nullable(),
  resolvidoPor: z.string().nullable(),
  resolvidoEm: z.string().nullable(),
  /** Until when the signed-in person may still edit or remove it (their own entry, first 15 minutes), or null. */
  alteravelAte: z.string().nullable(),
});
export type Entry = z.output<typeof entrySchema>;

const optionalSearch = textSchema()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || v.length >= L.searchMin, { message: M.searchTooShort });

const filters = {
  /** São Paulo days, both included; without them, today. */
  dataDe: isoDaySchema.optional(),
  dataAte: isoDaySchema.optional(),
  categoria: category.optional(),
  situacao: z.enum(['ABERTO', 'RESOLVIDO']).optional(),
  idUnidade: idParam.optional(),
  busca: optionalSearch,
};

export const entriesQuerySchema = pageQuerySchema(L.pageSize).extend(filters);
export type EntriesQuery = z.input<typeof entriesQuerySchema>;
export type EntriesFilters = z.output<typeof entriesQuerySchema>;
/**
 * The shared page, with `totalExato`: false when a word search stopped counting at `searchCountCap` (or at the end of the
 * page asked): `totalItems` is then where it stopped, there is a next page, and the screen says 'Mais de N registros'.
 */
export const entriesPageSchema = z.object({
  data: z.array(entrySchema),
  meta: pageMetaSchema.extend({ totalExato: z.boolean() }),
});
export type EntriesPage = z.infer<typeof entriesPageSchema>;

export const reportQuerySchema = z.object({ ...filters, tipo: z.enum(['CSV', 'PDF']).default('PDF') });
export type ReportQuery = z.input<typeof reportQuerySchema>;
export type ReportFilters = z.output<typeof reportQuerySchema>;

export const entryParamsSchema = z.object({ id: idParam });

export const createHandoverSchema = z.object({
  resumo: textSchema({ error: M.summaryRequired }).trim().min(1, M.summaryRequired).max(L.summaryMax, M.summaryTooLong),
});
export type CreateHandover = z.input<typeof createHandoverSchema>;

export const handoverSchema = z.object({
  id: z.number().int(),
  resumo: z.string(),
  autor: z.string(),
  criadoEm: z.string(),
});
export type Handover = z.output<typeof handoverSchema>;

/** What the signed-in person must read before the dashboard: `pendente` false means nothing (decision 123). */
export const readingSchema = z.object({
  pendente: z.boolean(),
  passagem: handoverSchema.nullable(),
  registros: z.array(entrySchema),
});
export type Reading = z.output<typeof readingSchema>;

export const confirmReadingSchema = z.object({
  idPassagem: idField(M.handoverNotFound),
  /** The open items the screen showed. */
  registros: z.array(idField()).max(1000).default([]),
});
export type ConfirmReading = z.input<typeof confirmReadingSchema>;

export const readingConfirmedSchema = z.object({
  idPassagem: z.number().int(),
  nome: z.string(),
  confirmadoEm: z.string(),
});

export const attachmentQuerySchema = z.object({ contentType: textSchema().optional() });
export const presignedAnswerSchema = z.object({ url: z.string(), fileName: z.string(), expiresIn: z.number().int() });
