import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common/page.ts';
import { idField, idParam, optionalText, textSchema } from '../schemas.ts';
import { KEY_MESSAGES as M } from './keys.messages.ts';
import { HOLDER_TYPE_IDS, KEY_STATUS_IDS, instantOfLocal } from './keys.rules.ts';

/** Wire contract of the keys area (issue 34 item 2, decision 124). Date-times are São Paulo wall clock. */
const keyFields = {
  nome: textSchema({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(80, M.nameTooLong),
  local: optionalText(80, M.locationTooLong).transform((v) => v ?? ''),
  etiqueta: optionalText(20, M.tagTooLong).transform((v) => v ?? ''),
  idUnidade: idField(M.unitNotFound).nullable().default(null),
};
export const keyBodySchema = z.object(keyFields);
export type KeyBody = z.input<typeof keyBodySchema>;

/** 'YYYY-MM-DDTHH:mm' on the condominium's clock; the future is checked by the server against its clock (422). */
const localDateTimeField = textSchema({ error: M.returnRequired })
  .min(1, M.returnRequired)
  .refine((v) => instantOfLocal(v) !== null, { message: M.returnInvalid });

export const checkOutSchema = z
  .object({
    tipoPortador: z.enum(HOLDER_TYPE_IDS, { error: M.holderTypeInvalid }),
    /** MORADOR: the unit, then one of its residents. */
    idUnidade: idField(M.unitRequired).nullish(),
    idPessoa: idField(M.residentRequired).nullish(),
    /** FUNCIONARIO and PRESTADOR: the name as the desk types it (a resident's comes from the unit). */
    portadorNome: optionalText(100, M.holderNameTooLong),
    /** Required of a provider; optional for a staff member. */
    portadorDocumento: optionalText(30, M.documentTooLong),
    devolucaoPrevista: localDateTimeField,
  })
  .superRefine((v, ctx) => {
    const need = (ok: unknown, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (v.tipoPortador === 'MORADOR') {
      need(v.idUnidade, 'idUnidade', M.unitRequired);
      need(v.idPessoa, 'idPessoa', M.residentRequired);
      return;
    }
    need(v.portadorNome, 'portadorNome', M.holderNameRequired);
    if (v.tipoPortador === 'PRESTADOR') need(v.portadorDocumento, 'portadorDocumento', M.documentRequired);
  });
export type CheckOut = z.input<typeof checkOutSchema>;
export type CheckOutValues = z.output<typeof checkOutSchema>;

const holderSchema = z.object({
  idMovimento: z.number().int(),
  tipoPortador: z.enum(HOLDER_TYPE_IDS),
  nome: z.string(),
  devolucaoPrevista: z.string(),
});

export const keySchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  local: z.string(),
  etiqueta: z.string(),
  idUnidade: z.number().int().nullable(),
  /** 'A - 101' when the key belongs to a unit. */
  unidade: z.string().nullable(),
  ativa: z.boolean(),
  status: z.enum(KEY_STATUS_IDS),
  portador: holderSchema.nullable(),
});
export type Key = z.output<typeof keySchema>;
export const keyListSchema = z.object({ data: z.array(keySchema) });
export const keysQuerySchema = z.object({
  q: textSchema().trim().max(80).optional(),
  /** 'true': retired keys too (the catalogue screen). */
  inativas: z.enum(['true', 'false']).optional(),
});

export const movementSchema = z.object({
  id: z.number().int(),
  idChave: z.number().int(),
  chave: z.string(),
  etiqueta: z.string(),
  local: z.string(),
  tipoPortador: z.enum(HOLDER_TYPE_IDS),
  portadorNome: z.string(),
  portadorDocumento: z.string().nullable(),
  idPessoa: z.number().int().nullable(),
  idUnidade: z.number().int().nullable(),
  unidade: z.string().nullable(),
  retiradaEm: z.string(),
  devolucaoPrevista: z.string(),
  devolvidaEm: z.string().nullable(),
  entreguePor: z.string().nullable(),
  recebidaPor: z.string().nullable(),
  lembreteEm: z.string().nullable(),
  /** Out past the expected return (on the server's clock). */
  atrasada: z.boolean(),
});
export type KeyMovement = z.output<typeof movementSchema>;
export const outNowSchema = z.object({ data: z.array(movementSchema) });
export const movementsPageSchema = pageSchema(movementSchema);

export const KEY_HISTORY_PAGE = 20;
export const movementsQuerySchema = pageQuerySchema(KEY_HISTORY_PAGE, 100).extend({
  /** Holder's name or document, without accents. */
  q: textSchema().trim().max(100).optional(),
  /** One resident's movements. */
  idPessoa: idParam.optional(),
});
export type MovementsQuery = z.input<typeof movementsQuerySchema>;

export const keyParamsSchema = z.object({ id: idParam });
export const movementParamsSchema = z.object({ idMovimento: idParam });
