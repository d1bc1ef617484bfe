/**
 * Wire contract of the audit log viewer (issue 31 item 7, decision 118): filters, one window of entries newest first
 * with the cursor of the next, the people of the filter. The condominium is the token's; `todos=true` (administrators
 * of the installation) reads every condominium where the user holds the administrator role.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../common/audit-actions.ts';
import { isoDaySchema } from '../common/day-schema.ts';
import { countParam, idParam } from '../schemas.ts';
import { AUDIT_AREAS } from './audit.labels.ts';
import { AUDIT_MESSAGES as M } from './audit.messages.ts';

/** Entries a window carries by default and at most. */
export const AUDIT_WINDOW = { default: 50, max: 200 } as const;

const flag = z
  .enum(['true', 'false'], { error: M.flagInvalid })
  .default('false')
  .transform((v) => v === 'true');

const filterShape = {
  /** São Paulo calendar days, both ends included. */
  dataDe: isoDaySchema.optional(),
  dataAte: isoDaySchema.optional(),
  idUsuario: idParam.optional(),
  entidade: z.enum(AUDIT_AREAS, { error: M.areaInvalid }).optional(),
  acao: z.enum(AUDIT_ACTIONS, { error: M.actionInvalid }).optional(),
  todos: flag,
};
const periodInOrder = (v: { dataDe?: string | undefined; dataAte?: string | undefined }) =>
  !v.dataDe || !v.dataAte || v.dataDe <= v.dataAte;

export const auditFilterSchema = z
  .object(filterShape)
  .refine(periodInOrder, { message: M.periodInverted, path: ['dataAte'] });
export type AuditFilter = z.output<typeof auditFilterSchema>;
export type AuditFilterInput = z.input<typeof auditFilterSchema>;

export const auditListQuerySchema = z
  .object({
    ...filterShape,
    limite: countParam.max(AUDIT_WINDOW.max).default(AUDIT_WINDOW.default),
    /** `proximo` of the previous window; opaque to the client. */
    apos: z
      .string()
      .regex(/^\d{1,17}\.\d{1,19}$/, M.cursorInvalid)
      .optional(),
  })
  .refine(periodInOrder, { message: M.periodInverted, path: ['dataAte'] });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditPeopleQuerySchema = z.object({ todos: flag });

const changeSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('edicao'), campo: z.string(), rotulo: z.string(), antes: z.string(), depois: z.string() }),
  z.object({ tipo: z.literal('valor'), campo: z.string(), rotulo: z.string(), valor: z.string() }),
]);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DDTHH:mm:ss on São Paulo's clock. */
  quando: z.string(),
  idUsuario: z.number().int().nullable(),
  /** Null for an entry written by no account. */
  nmUsuario: z.string().nullable(),
  idCondo: z.number().int().nullable(),
  referencia: z.number().int().nullable(),
  nmCondo: z.string().nullable(),
  acao: z.string(),
  rotuloAcao: z.string(),
  entidade: z.string(),
  rotuloArea: z.string(),
  idEntidade: z.string().nullable(),
  alteracoes: z.array(changeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditWindowSchema = z.object({
  data: z.array(auditEntrySchema),
  /** `apos` of the next window; null on the last one. */
  proximo: z.string().nullable(),
});
export type AuditWindow = z.infer<typeof auditWindowSchema>;

export const auditPeopleSchema = z.object({
  data: z.array(z.object({ idUsuario: z.number().int(), nome: z.string() })),
});
export type AuditPerson = z.infer<typeof auditPeopleSchema>['data'][number];
