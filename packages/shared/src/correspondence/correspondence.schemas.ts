/**
 * Wire contract of the correspondence area (spec 02 §3, §5, §7). The routes and the forms import these.
 * Changes after the first version are additive only; anything else is noted here.
 *
 * Routes (all under /api, bearer of the context token, permission PERMISSIONS.correspondence; errors { message }):
 *   GET  /appinstalado/{unitId}                      200 (some resident has the app) | 204 (none)
 *   GET  /lelloutil/api/aws/presigned-url/put        ?contentType -> PresignedResponse { url, fileName, expiresIn }
 *   PUT  {url}                                       body = the file, header Content-Type; 200 | 413 (> 10 MB) | 415 (not jpg/png)
 *   GET  /correspondencia/foto/{hash}                200 image (Content-Type of the stored file) | 204 not found
 *   POST /correspondencia/entrada                    entradaSchema, header Idempotency-Key (uuid) -> 201 EntradaResponse
 *                                                    (a replay of the same key + body answers the first result, 201 again)
 *   GET  /correspondencia                            correspondenciaQuerySchema -> CorrespondenciaPage
 *   POST /correspondencia/codigo-retirada            pickupCodeLookupSchema -> Correspondencia (the parcel waiting with
 *                                                    that pickup code) | 404 wrong | 409 used | 429 too many wrong
 *   POST /correspondencia/retirada                   retiradaSchema -> RetiradaResponse | 409 already released | 404
 *                                                    | 422 wrong pickup code | 429
 *   POST /correspondencia/retirada-multipla          retiradaMultiplaSchema -> RetiradaResponse (all or nothing) | 409 | 404
 *   Both releases: 422 proofRequired without `comprovante` when the condominium asks for it or a parcel is valuable.
 *   Not additive (issue 33, decision 127): a release needs codigoRetirada or documentoConferido: true (else 400).
 *   GET  /correspondencia/relatorio/{PDF|CSV}        reportQuerySchema -> file (Content-Disposition attachment) | 400 range
 *   GET  /correspondencia/prateleira                 shelfQuerySchema -> ShelfPage (shelf.schemas.ts, issue 33)
 *   GET  /correspondencia/prateleira/relatorio/{PDF|CSV}  shelfReportQuerySchema -> file
 *   GET  /unidades/{idUnidade}/moradores             -> { data: MoradorItem[] }
 *   GET  /correspondencia/moradores                  residentsSearchQuerySchema -> { data, meta.totalPages, meta.totalItems }
 */
import { z } from 'zod';
import { isValidCpf, stripCpf } from '../br/cpf.ts';
import { pageSchema } from '../common/page.ts';
import { MESSAGES } from '../messages.ts';
import { blankToNull, countParam, idParam, idSchema, optionalText, textSchema, unitRefSchema } from '../schemas.ts';
import {
  CATEGORIAS,
  CORRESPONDENCE_LIMITS as L,
  CORRESPONDENCIA_STATUS,
  REPORT_FORMATS,
  TAMANHOS,
} from './correspondence.constants.ts';
import { CORRESPONDENCE_MESSAGES as M } from './correspondence.messages.ts';
import { parsePickupCode } from './parcel-code.ts';

// Ids of path and query strings; the registration's unidade is read the same way since version 1.
const id = idParam;
/** Optional CPF: '' or null -> null; otherwise 11 valid digits (masked input accepted). */
const optionalCpf = z
  .string()
  .nullish()
  .transform((v) => (v == null || stripCpf(v) === '' ? null : stripCpf(v)))
  .refine((v) => v == null || isValidCpf(v), { message: MESSAGES.cpfInvalid });
/** Calendar day YYYY-MM-DD (dates are sent YYYY-MM-DD, spec 02 §9); one rule for every area. */
import { isoDaySchema } from '../common/day-schema.ts';

export { isoDaySchema };

export const categoriaSchema = z.enum(CATEGORIAS, { error: M.categoriaRequired });
export const tamanhoSchema = z.enum(TAMANHOS, { error: M.tamanhoRequired });
export const statusSchema = z.enum(CORRESPONDENCIA_STATUS);
export const reportFormatSchema = z.enum(REPORT_FORMATS);

// ---- registration (POST /api/correspondencia/entrada, header Idempotency-Key) ----
export const entradaSchema = z.object({
  unidade: id,
  /** Accepted for compatibility; the server records the signed-in user as the doorkeeper. */
  porteiro: idSchema.nullish(),
  destinatario: textSchema({ error: M.destinatarioRequired })
    .trim()
    .min(1, M.destinatarioRequired)
    .max(L.destinatario, M.destinatarioTooLong),
  categoria: categoriaSchema,
  tamanho: tamanhoSchema,
  descricao: optionalText(L.descricao, M.descricaoTooLong),
  /** Shown and stored upper case. */
  codigoRastreio: optionalText(L.codigoRastreio, M.codigoRastreioTooLong).transform((v) => v?.toUpperCase() ?? null),
  observacao: optionalText(L.observacao, M.observacaoTooLong),
  /** Additive (issue 33): where the parcel is stored, optional; upper case like the tracking code. */
  prateleira: optionalText(L.prateleira, M.prateleiraTooLong).transform((v) => v?.toUpperCase() ?? null),
  /** Additive (issue 33 item 4): a valuable parcel, whose release needs a signature or a photo (decision 131). */
  valiosa: z
    .boolean()
    .nullish()
    .transform((v) => v === true),
  /** fileName answered by the presigned-url call, after the PUT of the photo. */
  hashFoto: z
    .string()
    .nullish()
    .transform(blankToNull)
    .refine((v) => v == null || /^[a-f0-9]{32}$/.test(v), { message: M.photoUnknown }),
  /** Sent as the current time (spec); the server stamps its own clock. */
  dataChegada: textSchema().nullish(),
});
export type EntradaInput = z.input<typeof entradaSchema>;
export type Entrada = z.output<typeof entradaSchema>;

// ---- read shape (spec 02 §3 "Correspondence (read)") ----
export const correspondenciaSchema = z.object({
  id: z.number().int(),
  dataChegada: z.string(),
  categoria: categoriaSchema,
  tamanho: tamanhoSchema,
  descricao: z.string().nullable(),
  destinatario: z.string(),
  codigoRastreio: z.string().nullable(),
  observacao: z.string().nullable(),
  /** Additive (issue 33): the shelf position, null when not noted. */
  prateleira: z.string().nullable(),
  /** Photo hash for GET /api/correspondencia/foto/{hash}; null without a photo. */
  foto: z.string().nullable(),
  unidade: unitRefSchema,
  status: statusSchema,
  dataRetirada: z.string().nullable(),
  moradorRetirada: z.object({ idMorador: z.number().int().nullable(), nome: z.string() }).nullable(),
  nomeMoradorNaoCadastro: z.string().nullable(),
  /** Additive (issue 33 item 4): the parcel is valuable (its release needed proof). */
  valiosa: z.boolean().optional(),
  /** Additive (issue 33 item 4): how it was released, for the history's detail; null while waiting. */
  retirada: z
    .object({
      /** The user who released it (null when that account is gone). */
      porteiro: z.string().nullable(),
      conferencia: z.enum(['CODIGO_RETIRADA', 'DOCUMENTO']).nullable(),
      /** Hashes for GET /api/correspondencia/foto/{hash}: the signature (PNG) and the photo of who took it. */
      hashAssinatura: z.string().nullable(),
      hashFoto: z.string().nullable(),
    })
    .nullish(),
});
export type Correspondencia = z.infer<typeof correspondenciaSchema>;

/** Answer of the registration: the parcel plus how many residents were notified (e-mail and/or SMS). */
export const entradaResponseSchema = correspondenciaSchema.extend({
  notificados: z.number().int(),
  notificacoes: z.object({ email: z.number().int(), sms: z.number().int() }),
});
export type EntradaResponse = z.infer<typeof entradaResponseSchema>;

// ---- lists: GET /api/correspondencia ----
/**
 * Pending list: { status: 'PENDENTE', unidade, limit: 100 }. History: { page, limit: 200, unidade?, bloco?, status?,
 * dataChegadaFrom?, dataChegadaUntil? } (range at most 90 days, no future dates). `condominio` is ignored: the
 * token decides. Sorted by dataChegada, newest first.
 */
export const correspondenciaQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(L.historyPageSize).default(L.historyPageSize),
  page: countParam.default(1),
  /** Ignored (the token decides), but still a number the database could hold. */
  condominio: id.optional(),
  unidade: id.optional(),
  /** Additive: the history filter's block when no unit is chosen. */
  bloco: id.optional(),
  status: statusSchema.optional(),
  dataChegadaFrom: isoDaySchema.optional(),
  dataChegadaUntil: isoDaySchema.optional(),
});
export type CorrespondenciaQuery = z.input<typeof correspondenciaQuerySchema>;

export const correspondenciaPageSchema = pageSchema(correspondenciaSchema);
export type CorrespondenciaPage = z.infer<typeof correspondenciaPageSchema>;

// ---- release: POST /api/correspondencia/retirada and /retirada-multipla ----
/**
 * Spec 02 §3 "Pickup person": a listed resident, identified by idMorador/idPessoa or cpf, or an authorised person of
 * the unit by idAutorizado (decision 101).
 */
export const moradorRetiradaSchema = z
  .object({
    idMorador: idSchema.nullish(),
    idPessoa: idSchema.nullish(),
    idAutorizado: idSchema.nullish(),
    cadastrado: z.boolean().nullish(),
    nome: textSchema().trim().max(100).nullish(),
    cpf: optionalCpf,
    email: textSchema().nullish(),
  })
  .refine((p) => p.idMorador != null || p.idPessoa != null || p.idAutorizado != null || p.cpf != null, {
    message: M.pickupPersonRequired,
  });
export type MoradorRetirada = z.input<typeof moradorRetiradaSchema>;

const uploadHash = z
  .string()
  .nullish()
  .transform(blankToNull)
  .refine((v) => v == null || /^[a-f0-9]{32}$/.test(v), { message: M.proofUnknown });
/**
 * Proof of release (issue 33 item 4, decision 131): uploads of this condominium (the parcel photo's upload path), the
 * signature drawn on the desk's screen (PNG) and/or a photo of who takes the parcels. Required (422 proofRequired)
 * when the condominium asks for it or a parcel released is valuable; the server decides, the form only shows it.
 */
export const comprovanteSchema = z
  .object({ hashAssinatura: uploadHash, hashFoto: uploadHash })
  .describe('Assinatura (PNG) e/ou foto de quem retira, enviadas antes pela url de upload da foto');
export type Comprovante = z.output<typeof comprovanteSchema>;
/** The proof given: at least one of the two uploads. */
export const hasComprovante = (c: { hashAssinatura?: string | null; hashFoto?: string | null } | null | undefined) =>
  Boolean(c?.hashAssinatura || c?.hashFoto);

const pickupFields = {
  dataRetirada: textSchema().nullish(),
  moradorRetirada: moradorRetiradaSchema.nullish(),
  /** CPF of an unlisted person (optional). */
  cpfCnpj: optionalCpf,
  /** Name of an unlisted person (required when moradorRetirada is absent), max 35. */
  nomeMoradorNaoCadastro: optionalText(L.nomeRetirada, M.pickupNameTooLong),
  /** Additive (issue 33 item 4): the signature and/or photo of who takes the parcels. */
  comprovante: comprovanteSchema.nullish(),
};
const hasPickupPerson = (b: { moradorRetirada?: unknown; nomeMoradorNaoCadastro: string | null }) =>
  b.moradorRetirada != null || b.nomeMoradorNaoCadastro != null;

/**
 * The resident's secret pickup code (issue 33 item 3, decision 127): 6 digits, also typed as `482 913`. Sent only in
 * the parcel's notice; the server keeps its HMAC.
 */
export const pickupCodeSchema = z
  .string({ error: M.pickupCodeFormat })
  .transform((v, ctx) => {
    const code = parsePickupCode(v);
    if (code === null) ctx.addIssue({ code: 'custom', message: M.pickupCodeFormat });
    return code ?? '';
  })
  .describe('Código de retirada de 6 dígitos, enviado só no aviso ao morador');

/**
 * Without the pickup code, the doorkeeper confirms a document of the person taking the parcels (additive since
 * issue 33, but required: a release with neither is refused with documentCheckRequired).
 */
const documentoConferido = z
  .boolean()
  .nullish()
  .describe('A portaria conferiu um documento de quem retira (obrigatório sem o código de retirada)');
const hasProof = (b: { codigoRetirada?: string | null; documentoConferido?: boolean | null }) =>
  b.codigoRetirada != null || b.documentoConferido === true;

export const retiradaSchema = z
  .object({ id: idSchema, ...pickupFields, codigoRetirada: pickupCodeSchema.nullish(), documentoConferido })
  .refine(hasPickupPerson, { message: M.pickupPersonRequired, path: ['nomeMoradorNaoCadastro'] })
  .refine(hasProof, { message: M.documentCheckRequired, path: ['documentoConferido'] });
export type RetiradaInput = z.input<typeof retiradaSchema>;

/** Several parcels at once (the unit's list): always with the document check, never with a pickup code. */
export const retiradaMultiplaSchema = z
  .object({
    ids: z.array(idSchema).min(1, M.pickupIdsRequired).max(500),
    id: z.null().optional(),
    ...pickupFields,
    documentoConferido,
  })
  .refine(hasPickupPerson, { message: M.pickupPersonRequired, path: ['nomeMoradorNaoCadastro'] })
  .refine(hasProof, { message: M.documentCheckRequired, path: ['documentoConferido'] });
export type RetiradaMultiplaInput = z.input<typeof retiradaMultiplaSchema>;

/** Both release calls answer the released parcels (status RETIRADA). */
export const retiradaResponseSchema = z.object({ data: z.array(correspondenciaSchema) });
export type RetiradaResponse = z.infer<typeof retiradaResponseSchema>;

/** The pickup dialog's form (web): Nome required max 35, Cpf optional, checked on blur. */
export const pickupDialogSchema = z.object({
  nome: textSchema().trim().min(1, M.pickupNameRequired).max(L.nomeRetirada, M.pickupNameTooLong),
  cpf: optionalCpf,
});
export type PickupDialogValues = z.input<typeof pickupDialogSchema>;

// ---- report: GET /api/correspondencia/relatorio/{PDF|CSV} ----
export const reportParamsSchema = z.object({ tipo: reportFormatSchema });
/** Without dates: the last 90 days. A streamed file (attachment) answers. */
export const reportQuerySchema = correspondenciaQuerySchema.pick({
  unidade: true,
  bloco: true,
  status: true,
  dataChegadaFrom: true,
  dataChegadaUntil: true,
  condominio: true,
});
export type ReportQuery = z.input<typeof reportQuerySchema>;

// ---- photo upload: GET /api/lelloutil/api/aws/presigned-url/put, then PUT url ----
/** Optional hint of the file's type; jpg/png only. */
export const presignedQuerySchema = z.object({
  contentType: textSchema().optional(),
  fileName: textSchema().optional(),
});
/**
 * url: where to PUT the file as the body with its Content-Type (same-origin path with the disk driver, an
 * absolute S3 url otherwise; no bearer needed). fileName: the hashFoto to send in the registration.
 * The url expires in expiresIn seconds.
 */
export const presignedResponseSchema = z.object({ url: z.string(), fileName: z.string(), expiresIn: z.number().int() });
export type PresignedResponse = z.infer<typeof presignedResponseSchema>;

// ---- residents ----
/** tipoAcesso of an authorised person of the unit in the pickup list (residents carry their profile, morar.*). */
export const AUTHORISED_ACCESS = 'AUTORIZADO';

/**
 * A person of the pickup list, with what 'Selecione quem está retirando:' shows (name and formatted CPF; decision
 * 064, issue 28 §14): no phone, no e-mail. A resident has idMorador; an authorised person of the unit (decision 101)
 * has idMorador null and idAutorizado. cpf is '' when not on file.
 */
export const moradorSchema = z.object({
  idMorador: z.number().int().nullable(),
  idAutorizado: z.number().int().optional(),
  nome: z.string(),
  cpf: z.string(),
  /** The resident app is installed (false for an authorised person). */
  cadastrado: z.boolean(),
});
export const moradorItemSchema = z.object({
  morador: moradorSchema,
  unidade: unitRefSchema,
  tipoAcesso: z.string(),
});
export type MoradorItem = z.infer<typeof moradorItemSchema>;
/** GET /api/unidades/{idUnidade}/moradores: the unit's residents, then its authorised people. */
export const unitResidentsParamsSchema = z.object({ idUnidade: id });
export const unitResidentsResponseSchema = z.object({ data: z.array(moradorItemSchema) });
/** A search hit: a resident with the CPF masked (`maskId`); no screen shows the search yet (decision 064). */
export const residentHitSchema = z.object({
  morador: z.object({ idMorador: z.number().int(), nome: z.string(), cpf: z.string(), cadastrado: z.boolean() }),
  unidade: unitRefSchema,
  tipoAcesso: z.string(),
});
export type ResidentHit = z.infer<typeof residentHitSchema>;
/** GET /api/correspondencia/moradores?search&unidade&page&size (50) -> data + meta.totalPages */
export const residentsSearchQuerySchema = z.object({
  search: textSchema().trim().max(100).optional(),
  unidade: id.optional(),
  /** Ignored (the token decides), but still a number the database could hold. */
  referencia: id.optional(),
  page: countParam.default(1),
  size: z.coerce.number().int().min(1).max(L.residentsPageSize).default(L.residentsPageSize),
});
export const residentsSearchResponseSchema = pageSchema(residentHitSchema);

// ---- GET /api/appinstalado/{unitId}: 200 some resident has the app, 204 none ----
export const appInstaladoParamsSchema = z.object({ unitId: id });
/** The code as a number: the web app reads `Cód.71`, `cod 71`… with parseParcelCode before calling. */
export const parcelCodeParamsSchema = z.object({ codigo: id });
/** POST /api/correspondencia/codigo-retirada: the parcel waiting with this pickup code (in the body: never logged). */
export const pickupCodeLookupSchema = z.object({ codigoRetirada: pickupCodeSchema });
export type PickupCodeLookup = z.input<typeof pickupCodeLookupSchema>;
export const photoParamsSchema = z.object({ hash: textSchema() });
