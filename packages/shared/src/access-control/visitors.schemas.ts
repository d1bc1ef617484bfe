import { z } from 'zod';
import { isoDaySchema } from '../common/day-schema.ts';
import { pageQuerySchema, pageSchema } from '../common/page.ts';
import { idField, idListParam, idParam, optionalText, textSchema } from '../schemas.ts';
import { BIOMETRY_STATUSES } from './access-control.constants.ts';
import { residentPhoneSchema } from './residents.schemas.ts';
import { VISITOR_MESSAGES as M } from './visitors.messages.ts';
import {
  AUTHORIZATION_TYPES,
  CREATED_BY,
  DOCUMENT_TYPES,
  ENTRY_TYPES,
  VISITOR_LIMITS as L,
  VISITOR_TYPES,
  documentIssue,
  normalizeDocument,
} from './visitors.rules.ts';

/**
 * Visitors and providers, their schedules, the entries and exits of a day and their report (spec 02 §3, §7).
 * Calls (all under /api, context token + the accessControl permission; the condominium is the token's):
 *   GET    /controleacesso/visitanteunidade                          visitorListQuerySchema -> visitorPageSchema
 *   GET    /controleacesso/visitanteunidade/documento                documentLookupQuerySchema -> documentLookupSchema
 *   POST   /controleacesso/visitantecomautorizacao                   visitorWithScheduleSchema -> 201 visitorSavedSchema
 *   PUT    /controleacesso/visitantecomautorizacao                   same (visitanteUnidade.idVisitanteUnidade set) -> 200
 *   DELETE /controleacesso/:idVisitante                              -> successSchema (schedules go too)
 *   GET    /controleacesso/autorizarconvidado/agrupada/:idVisitanteUnidade -> groupedSchedulesSchema
 *   DELETE /controleacesso/autorizarconvidado/:idAutorizacao         -> successSchema (createdBy PORTARIA only)
 *   GET    /controleacesso/autorizarconvidado/logentrada             entryListQuerySchema -> entryCardPageSchema
 *   GET    /controleacesso/autorizarconvidado/logentrada/abertas     openVisitsQuerySchema -> entryCardPageSchema
 *   POST   /controleacesso/logentrada                                entryLogSchema -> entryLoggedSchema
 *   POST   /controleacesso/entradaesaida/automatico?idVisitanteUnidade= -> 201 entryLoggedSchema
 *   GET    /controleacesso/autorizarconvidado/logentrada/filtrado    reportListQuerySchema -> reportPageSchema
 *   GET    /controleacesso/autorizarconvidado/logentrada/relatorio   reportFileQuerySchema -> file
 *   GET    /condominios/v3/:reference/blocos | /unidades?idBloco=    -> blockListSchema | unitListSchema
 * Dates: days 'YYYY-MM-DD'; date-times 'YYYY-MM-DDTHH:mm:ss' on São Paulo's clock.
 */

const localDateTime = z.string().describe('YYYY-MM-DDTHH:mm:ss, horário de São Paulo');
/** Query flags 'true' / 'false'. */
const flagParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const idList = idListParam();
const search = textSchema().trim().max(L.searchMax);

// ---- fields of the visitor form (spec 02 §5 Visitor form) ----
export const visitorNameSchema = textSchema({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(L.name, M.nameTooLong);
export const visitorCompanySchema = optionalText(L.company, M.companyTooLong);
/** Optional mobile, the residents' rule when given. */
export const visitorPhoneSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  residentPhoneSchema.nullish(),
);

// ---- POST / PUT /controleacesso/visitantecomautorizacao (spec 02 §3 Visitor-unit, Authorization) ----
/**
 * The person. A foreign visitor (`estrangeiro`, visitors only) gives RNE (exactly 8) or a passport (7 to 10);
 * everyone else a CPF with valid check digits. One visitor per document type and number in a condominium.
 */
export const visitorInputSchema = z
  .object({
    idVisitante: idField().nullish(),
    nome: visitorNameSchema,
    rg: optionalText(20, M.textTooLong),
    cpf: textSchema().trim().max(L.cpfField, M.cpfInvalid).nullish(),
    empresa: visitorCompanySchema,
    telefone: visitorPhoneSchema,
    estrangeiro: z.boolean().default(false),
    tipoDocumentoEstrangeiro: z.enum(['RNE', 'PASSAPORTE']).nullish(),
    documentoEstrangeiro: textSchema().trim().max(20).nullish(),
    ativo: z.boolean().nullish(),
    visitanteTipo: z.enum(VISITOR_TYPES, { error: M.kindRequired }),
    usaBiometriaFacial: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.estrangeiro) {
      if (v.visitanteTipo !== 'VISITANTE' || !v.tipoDocumentoEstrangeiro) {
        ctx.addIssue({ code: 'custom', message: M.foreignDocumentCpf, path: ['tipoDocumentoEstrangeiro'] });
        return;
      }
      const issue = documentIssue(v.tipoDocumentoEstrangeiro, v.documentoEstrangeiro ?? '');
      if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['documentoEstrangeiro'] });
      return;
    }
    if (!v.cpf) ctx.addIssue({ code: 'custom', message: M.cpfInvalid, path: ['cpf'] });
    else if (documentIssue('CPF', v.cpf)) ctx.addIssue({ code: 'custom', message: M.cpfInvalid, path: ['cpf'] });
  })
  .transform((v) => ({
    ...v,
    cpf: v.estrangeiro ? null : normalizeDocument('CPF', v.cpf ?? ''),
    tipoDocumentoEstrangeiro: v.estrangeiro ? v.tipoDocumentoEstrangeiro! : null,
    documentoEstrangeiro: v.estrangeiro
      ? normalizeDocument(v.tipoDocumentoEstrangeiro!, v.documentoEstrangeiro ?? '')
      : null,
  }));

/** The visitor's link to a unit: exactly one unit, none for a condominium provider. */
export const visitorUnitInputSchema = z
  .object({
    /** Set on PUT: the record being edited. */
    idVisitanteUnidade: idField(M.visitorNotFound).nullish(),
    visitante: visitorInputSchema,
    unidades: z
      .array(z.object({ id: idField(M.unitNotFound) }))
      .max(1, M.unitRequired)
      .default([]),
    parentesco: optionalText(50, M.textTooLong),
    funcao: optionalText(50, M.textTooLong),
    tipoAutorizacao: z.enum(AUTHORIZATION_TYPES).nullish(),
    observacao: optionalText(256, M.textTooLong),
    /** Authorised by the unit to collect its parcels (issue 32 item 4), until `retiraAte` when set. */
    retiraEncomendas: z.boolean().default(false),
    retiraAte: isoDaySchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.retiraAte && !v.retiraEncomendas)
      ctx.addIssue({ code: 'custom', message: M.collectUntilAlone, path: ['retiraAte'] });
    const condo = v.visitante.visitanteTipo === 'PRESTADOR_CONDOMINIO';
    if (condo && v.unidades.length > 0)
      ctx.addIssue({ code: 'custom', message: M.condoProviderNoUnit, path: ['unidades'] });
    if (!condo && v.unidades.length === 0)
      ctx.addIssue({ code: 'custom', message: M.unitRequired, path: ['unidades'] });
  });

const timeOfDay = z.enum(['00:00', '00:00:00']).default('00:00');
export const recurrenceInputSchema = z.object({
  idRecorrencia: idField().nullish(),
  tipoRecorrencia: z.literal('DIARIO').default('DIARIO'),
  intervalo: z.literal(0).default(0),
  /** Weekdays 1 Sunday … 7 Saturday; none chosen means every weekday inside the range. */
  itens: z
    .array(z.object({ valorRecorrencia: z.number().int().min(1).max(7), inicio: timeOfDay, fim: timeOfDay }))
    .max(7)
    .default([]),
});

/**
 * The schedule. The day rules that need today's date (spec 02 §5: from today to one year ahead, end not before
 * start, weekdays inside the range) are `scheduleIssues` of visitors.rules.ts: the form runs them, the server too.
 * Set idAutorizacao on PUT to edit that schedule; without it PUT adds a new schedule to the visitor.
 */
export const authorizationInputSchema = z
  .object({
    idAutorizacao: idField(M.scheduleNotFound).nullish(),
    idVisitante: idField().nullish(),
    idUnidade: idField().nullish(),
    idPorteiro: idField().nullish(),
    dataDe: isoDaySchema.nullish(),
    dataAte: isoDaySchema.nullish(),
    recorrencia: recurrenceInputSchema.nullish(),
    tipoAutorizacao: z.enum(AUTHORIZATION_TYPES, { error: M.authorizationRequired }),
    usaBiometriaFacial: z.boolean().default(false),
  })
  .refine((a) => !a.usaBiometriaFacial || a.tipoAutorizacao !== 'INTERFONAR', {
    message: M.biometryNeedsDirect,
    path: ['usaBiometriaFacial'],
  });

export const visitorWithScheduleSchema = z
  .object({ visitanteUnidade: visitorUnitInputSchema, autorizacao: authorizationInputSchema })
  .refine((b) => !b.autorizacao.usaBiometriaFacial || b.visitanteUnidade.visitante.telefone != null, {
    message: M.biometryNeedsPhone,
    path: ['visitanteUnidade', 'visitante', 'telefone'],
  });
export type VisitorWithScheduleInput = z.input<typeof visitorWithScheduleSchema>;
export type VisitorWithSchedule = z.output<typeof visitorWithScheduleSchema>;
export const visitorSavedSchema = z.object({
  idVisitante: z.number().int(),
  idVisitanteUnidade: z.number().int(),
  idAutorizacao: z.number().int(),
});
export type VisitorSaved = z.infer<typeof visitorSavedSchema>;

// ---- GET /controleacesso/visitanteunidade (list, or one record with idVisitanteUnidade) ----
export const visitorListQuerySchema = pageQuerySchema(L.pageSize).extend({
  curinga: search.optional(),
  idBloco: idParam.optional(),
  idUnidade: idParam.optional(),
  tipoVisitante: z.enum(VISITOR_TYPES).optional(),
  /** 'true': only providers of the condominium; 'false': only visitors and providers of units. */
  prestadorCondominio: flagParam.optional(),
  idVisitanteUnidade: idParam.optional(),
});
export type VisitorListQuery = z.input<typeof visitorListQuerySchema>;

export const visitorSchema = z.object({
  idVisitante: z.number().int(),
  nome: z.string(),
  rg: z.string().nullable(),
  cpf: z.string().nullable(),
  empresa: z.string().nullable(),
  telefone: z.string().nullable(),
  estrangeiro: z.boolean(),
  flEstrangeiro: z.enum(['S', 'N']),
  tipoDocumentoEstrangeiro: z.enum(['RNE', 'PASSAPORTE']).nullable(),
  documentoEstrangeiro: z.string().nullable(),
  ativo: z.boolean(),
  visitanteTipo: z.enum(VISITOR_TYPES),
  usaBiometriaFacial: z.boolean(),
});
/** Visitor-unit (spec 02 §3); a list item is the same record (idVisitanteUnidade, nmBloco, nmUnidade, visitante). */
export const visitorUnitSchema = z.object({
  idVisitanteUnidade: z.number().int(),
  /** Null for a provider of the condominium, with nmBloco and nmUnidade. */
  idUnidade: z.number().int().nullable(),
  nmBloco: z.string().nullable(),
  nmUnidade: z.string().nullable(),
  unidades: z.array(z.object({ id: z.number().int() })),
  visitante: visitorSchema,
  parentesco: z.string().nullable(),
  funcao: z.string().nullable(),
  retiraEncomendas: z.boolean(),
  retiraAte: z.string().nullable(),
  /** The type of its latest schedule. */
  tipoAutorizacao: z.enum(AUTHORIZATION_TYPES).nullable(),
  observacao: z.string().nullable(),
  createdBy: z.enum(CREATED_BY),
  status_biometria_visitante: z.enum(BIOMETRY_STATUSES),
});
export type VisitorUnit = z.infer<typeof visitorUnitSchema>;
export const visitorPageSchema = pageSchema(visitorUnitSchema);

// ---- GET /controleacesso/visitanteunidade/documento ----
export const documentLookupQuerySchema = z
  .object({
    tipoDocumento: z.enum(DOCUMENT_TYPES),
    numeroDocumento: textSchema().trim().min(1, M.documentRequired).max(20),
    /** Absent for a provider of the condominium. */
    idUnidade: idParam.optional(),
  })
  .superRefine((q, ctx) => {
    const issue = documentIssue(q.tipoDocumento, q.numeroDocumento);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['numeroDocumento'] });
  });
/** idVisitanteUnidade: registered for that unit (the 'already registered' prompt); idVisitante: the person exists in the condominium. Both null: not found. */
export const documentLookupSchema = z.object({
  idVisitanteUnidade: z.number().int().nullable(),
  idVisitante: z.number().int().nullable(),
});

// ---- deletions and the grouped schedules ----
export const visitorParamsSchema = z.object({ idVisitante: idParam });
export const scheduleParamsSchema = z.object({ idAutorizacao: idParam });
export const visitorUnitParamsSchema = z.object({ idVisitanteUnidade: idParam });
export const visitorsSuccessSchema = z.object({ success: z.literal(true) });

/** Authorization, read shape (spec 02 §3): inicio and fim are days (null for INTERFONAR). */
export const scheduleSchema = z.object({
  id: z.number().int(),
  idVisitanteUnidade: z.number().int(),
  tipoAutorizacao: z.enum(AUTHORIZATION_TYPES),
  inicio: z.string().nullable(),
  fim: z.string().nullable(),
  usaBiometriaFacial: z.boolean(),
  statusBiometria: z.enum(BIOMETRY_STATUSES),
  recorrencia: z
    .object({
      tipoRecorrencia: z.literal('DIARIO'),
      intervalo: z.literal(0),
      recorrencias: z.array(z.object({ valorRecorrencia: z.number().int(), inicio: z.string(), fim: z.string() })),
    })
    .nullable(),
  createdBy: z.enum(CREATED_BY),
});
export type Schedule = z.infer<typeof scheduleSchema>;
/** 'ativas': end today or later (INTERFONAR always); 'vencidas': the rest. Each newest first. */
export const groupedSchedulesSchema = z.object({ ativas: z.array(scheduleSchema), vencidas: z.array(scheduleSchema) });
export type GroupedSchedules = z.infer<typeof groupedSchedulesSchema>;

// ---- GET /controleacesso/autorizarconvidado/logentrada (the day's cards) ----
export const entryListQuerySchema = pageQuerySchema(L.pageSize).extend({
  /** The São Paulo day; today when absent. */
  dataReferencia: isoDaySchema.optional(),
  idsBlocos: idList.optional(),
  idsUnidades: idList.optional(),
  curinga: search.optional(),
  entradaMarcada: flagParam.optional(),
  saidaMarcada: flagParam.optional(),
  tipoAutorizacao: z.enum(AUTHORIZATION_TYPES).optional(),
});
export type EntryListQuery = z.input<typeof entryListQuerySchema>;

/** Entry/exit card (spec 02 §3). One per schedule valid that day, and one per INTERFONAR arrival. */
export const entryCardSchema = z.object({
  /** The visit's log row; null before the entry. */
  idLogEntrada: z.number().int().nullable(),
  /** The visitor's type. */
  tipo: z.enum(VISITOR_TYPES),
  tipoAutorizacao: z.enum(AUTHORIZATION_TYPES),
  idAutorizacao: z.number().int().nullable(),
  nmVisitante: z.string(),
  idVisitanteUnidade: z.number().int(),
  empresa: z.string().nullable(),
  nmBloco: z.string().nullable(),
  nmUnidade: z.string().nullable(),
  /** Days of the schedule (null for INTERFONAR). */
  inicioAgendamento: z.string().nullable(),
  fimAgendamento: z.string().nullable(),
  dtEntrada: localDateTime.nullable(),
  dtSaida: localDateTime.nullable(),
});
export type EntryCard = z.infer<typeof entryCardSchema>;
export const entryCardPageSchema = pageSchema(entryCardSchema);

// ---- GET /controleacesso/autorizarconvidado/logentrada/abertas (visits still inside, oldest first) ----
export const openVisitsQuerySchema = pageQuerySchema(L.pageSize).extend({
  /** Only visits that came in before this São Paulo day (the desk: the ones left open on earlier days). */
  antesDe: isoDaySchema.optional(),
  /** Only the open visits of the person behind this visitor-unit (for any of their units). */
  idVisitanteUnidade: idParam.optional(),
  idsBlocos: idList.optional(),
  idsUnidades: idList.optional(),
  curinga: search.optional(),
  tipoAutorizacao: z.enum(AUTHORIZATION_TYPES).optional(),
});
export type OpenVisitsQuery = z.input<typeof openVisitsQuerySchema>;

// ---- POST /controleacesso/logentrada ----
/**
 * Entry log (spec 02 §3). `data` is what the screen's clock said; the server's clock is the truth. An exit closes
 * the visit's open entry (refused without one); a second entry of the same visit is refused.
 */
export const entryLogSchema = z.object({
  tipo: z.enum(ENTRY_TYPES),
  /** Null for an INTERFONAR arrival without a schedule. */
  idAutorizacao: idField(M.scheduleNotFound).nullish(),
  idVisitanteUnidade: idField(M.visitorNotFound),
  /** An exit of this very visit (an open card, any day); without it, the exit closes the schedule's last visit. */
  idLogEntrada: idField(M.visitNotFound).nullish(),
  data: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?/)
    .nullish(),
});
export type EntryLogInput = z.input<typeof entryLogSchema>;
export const entryLoggedSchema = z.object({
  idLogEntrada: z.number().int(),
  tipo: z.enum(ENTRY_TYPES),
  data: localDateTime,
});
export const quickEntryQuerySchema = z.object({ idVisitanteUnidade: idParam });

// ---- report: GET .../logentrada/filtrado and .../logentrada/relatorio ----
const reportFilters = {
  /** The period is mandatory: at most 90 days, no future day (correspondence/period.ts `periodIssue`). */
  dataDe: isoDaySchema,
  dataAte: isoDaySchema,
  idUnidade: idParam.optional(),
  idBloco: idParam.optional(),
  tipoVisitante: z.enum(VISITOR_TYPES).optional(),
  /**
   * 'false': only visits whose exit was not registered, including those still open from before dataDe (an overnight
   * visit is still the desk's business); 'true': only those with an exit.
   */
  saidaMarcada: flagParam.optional(),
};
export const reportListQuerySchema = pageQuerySchema(L.pageSize).extend(reportFilters);
export type ReportListQuery = z.input<typeof reportListQuerySchema>;
export const reportFileQuerySchema = z.object({ tipo: z.enum(['PDF', 'CSV']), ...reportFilters });
export type ReportFileQuery = z.input<typeof reportFileQuerySchema>;
export type VisitReportFilters = Omit<z.output<typeof reportFileQuerySchema>, 'tipo'>;

/** Report row (spec 02 §3), ordered by entry, newest first. */
export const reportRowSchema = z.object({
  idLogEntrada: z.number().int(),
  nmUnidade: z.string().nullable(),
  nmBloco: z.string().nullable(),
  tipoVisitante: z.enum(VISITOR_TYPES),
  nmVisitante: z.string(),
  empresa: z.string().nullable(),
  dtEntrada: localDateTime,
  dtSaida: localDateTime.nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
export const reportPageSchema = pageSchema(reportRowSchema);

// ---- GET /condominios/v3/:reference/blocos and /unidades?idBloco= ----
/** The condominium's reference (Condominium.referencia); it must be the token's condominium. */
export const referenceParamsSchema = z.object({ reference: idParam });
export const blockListSchema = z.object({
  data: z.array(z.object({ idBloco: z.number().int(), nome: z.string(), quantidadeUnidades: z.number().int() })),
});
export const unitListQuerySchema = z.object({ idBloco: idParam.optional() });
export const unitListSchema = z.object({
  data: z.array(
    z.object({ idUnidade: z.number().int(), nome: z.string(), idBloco: z.number().int(), nmBloco: z.string() }),
  ),
});
