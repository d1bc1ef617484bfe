/**
 * The shelf (issue 33 item 1): every parcel waiting in the token's condominium, oldest first.
 *   GET /correspondencia/prateleira                      shelfQuerySchema -> ShelfPage
 *   GET /correspondencia/prateleira/relatorio/{PDF|CSV}  shelfReportQuerySchema -> file
 */
import { z } from 'zod';
import { idParam, textSchema } from '../schemas.ts';
import { categoriaSchema, tamanhoSchema } from './correspondence.schemas.ts';
import { CORRESPONDENCE_MESSAGES as M } from './correspondence.messages.ts';
import { SHELF } from './shelf.ts';

/** The filters of the screen and of its report. `busca`: partial words, accents and case ignored. */
export const shelfFilterSchema = z.object({
  idBloco: idParam.optional(),
  categoria: categoriaSchema.optional(),
  /** Only parcels waiting at least this many São Paulo days (0: all). */
  diasAguardando: z.coerce.number().int().min(0).max(SHELF.maxMinDays).optional(),
  busca: textSchema().trim().max(100).optional(),
});
export type ShelfFilter = z.input<typeof shelfFilterSchema>;

/** `apos`: the `proximo` of the previous page ('<arrival in µs since 1970>.<id>'). */
export const shelfQuerySchema = shelfFilterSchema.extend({
  apos: z
    .string()
    .regex(/^\d{1,17}\.\d{1,19}$/, M.shelfCursorInvalid)
    .optional(),
  limit: z.coerce.number().int().min(1).max(SHELF.maxPageSize).default(SHELF.pageSize),
});
export type ShelfQuery = z.input<typeof shelfQuerySchema>;

export const shelfItemSchema = z.object({
  id: z.number().int(),
  dataChegada: z.string(),
  idUnidade: z.number().int(),
  unidade: z.string(),
  nmBloco: z.string(),
  destinatario: z.string(),
  categoria: categoriaSchema,
  tamanho: tamanhoSchema,
  descricao: z.string().nullable(),
  codigoRastreio: z.string().nullable(),
  prateleira: z.string().nullable(),
});
export type ShelfItem = z.infer<typeof shelfItemSchema>;

export const shelfPageSchema = z.object({
  data: z.array(shelfItemSchema),
  /** Parcels waiting for the filters: exact without filters; with filters counted up to SHELF.countCap. */
  total: z.number().int(),
  /** False when the filtered count stopped at SHELF.countCap ('Mais de 1.000 aguardando'). */
  totalExato: z.boolean(),
  /** The condominium's threshold: a parcel waiting this many days or more is late. */
  diasAlerta: z.number().int(),
  /** `apos` of the next page; null on the last one. */
  proximo: z.string().nullable(),
});
export type ShelfPage = z.infer<typeof shelfPageSchema>;

export const shelfReportQuerySchema = shelfFilterSchema;
