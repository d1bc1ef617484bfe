import { z } from 'zod';
import { isValidEmail } from '../br/email.ts';
import { isValidPhone, stripPhone } from '../br/phone.ts';
import { isValidCpf, stripCpf } from '../br/cpf.ts';
import { MASKED_CPF } from '../br/mask.ts';
import { pageSchema } from '../common/page.ts';
import { INT4_MAX, countParam, idField, idListParam, idParam, textSchema } from '../schemas.ts';
import {
  BIOMETRY_STATUSES,
  LINK_TYPES,
  PROFILES,
  REQUEST_STATUSES,
  RESIDENT_LIMITS as L,
  UNIT_ACCESS_ERRORS,
} from './access-control.constants.ts';
import { ACCESS_MESSAGES as M } from './access-control.messages.ts';

// ---- fields shared by the forms and the server ----
export const residentNameSchema = textSchema({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(L.name, M.nameTooLong);
export const residentCpfSchema = textSchema({ error: M.cpfInvalid })
  .max(L.cpfField, M.cpfInvalid)
  .transform(stripCpf)
  .refine(isValidCpf, { message: M.cpfInvalid });
/** Spec 02 §5: a mobile with area code, (DD) 9XXXX-XXXX; the field holds 9 to 16 characters. */
export const residentPhoneSchema = textSchema({ error: M.phoneInvalid })
  .trim()
  .min(L.phoneMin, M.phoneInvalid)
  .max(L.phoneMax, M.phoneInvalid)
  .transform(stripPhone)
  .refine((d) => isValidPhone(d) && d.length === 11, { message: M.phoneInvalid });
/** Optional; blank is null. */
export const residentEmailSchema = textSchema({ error: M.emailInvalid })
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim().toLowerCase()))
  .refine((v) => v == null || isValidEmail(v, L.email), { message: M.emailInvalid });

// ---- GET /portaria/api/v2/condominios/:id/submoradores ----
const idList = idListParam();
export const residentListParamsSchema = z.object({ id: idParam });
export const residentListQuerySchema = z.object({
  page: countParam.default(1),
  limit: z.coerce.number().int().min(1).max(L.pageSize).default(L.pageSize),
  nomeMorador: textSchema().trim().max(L.searchMax).optional(),
  idsBlocos: idList.optional(),
  idsUnidades: idList.optional(),
  tipoAcesso: z.enum(PROFILES).optional(),
  flTemLoginAtivo: z.enum(['S', 'N']).optional(),
});
export type ResidentListQuery = z.input<typeof residentListQuerySchema>;

export const residentSchema = z.object({
  morador: z.object({
    idMorador: z.number().int(),
    nome: z.string(),
    cpf: z.string(),
    telefone: z.string().nullable(),
    email: z.string().nullable(),
    /** When the resident was registered (ISO). */
    cadastro: z.string(),
    /** The resident app is installed. */
    cadastrado: z.boolean(),
    usaBiometriaFacial: z.boolean(),
    statusBiometria: z.enum(BIOMETRY_STATUSES),
  }),
  unidade: z.object({ id: z.number().int(), idUnidade: z.number().int(), nome: z.string(), nmBloco: z.string() }),
  tipoAcesso: z.string(),
  flTemLoginAtivo: z.boolean(),
  flLiberadoParaUsarApp: z.boolean(),
  flCadastroDoLegado: z.boolean(),
  /** The user who registered it at the front desk; null for residents that came otherwise. */
  createdBy: z.number().int().nullable(),
});
export type Resident = z.infer<typeof residentSchema>;
export const residentPageSchema = pageSchema(residentSchema);

// ---- GET /condominos/v1/unidades/:idUnidade/moradores ----
export const unitParamsSchema = z.object({ idUnidade: idParam });
export const facePhotoParamsSchema = z.object({ idMorador: idParam });
export const unitResidentListSchema = z.object({ data: z.array(residentSchema) });

// ---- POST /condominos/v1/unit-access ----
export const unitAccessRequestSchema = z.object({
  idUnidade: idField(M.unitNotFound),
  nomeSolicitante: residentNameSchema,
  cpfCnpjSolicitante: residentCpfSchema,
  tipoVinculo: z.enum(LINK_TYPES, { error: M.profileRequired }),
  emailSolicitante: residentEmailSchema,
  celularSolicitante: residentPhoneSchema,
  acessoApp: z.boolean({ error: M.appChoiceRequired }).optional(),
  origemCadastro: z.literal('PORTARIA').default('PORTARIA'),
});
export type UnitAccessRequest = z.input<typeof unitAccessRequestSchema>;
export const unitAccessAnswerSchema = z.object({
  data: z.object({
    success: z.boolean(),
    errorCode: z.enum(UNIT_ACCESS_ERRORS).nullable(),
    idSolicitacao: z.number().int().nullable(),
  }),
});
export type UnitAccessAnswer = z.infer<typeof unitAccessAnswerSchema>;

// ---- PUT /condominos/v1/morador/submorador (spec 02 §3 Sub-resident update payload) ----
export const residentUpdateSchema = z.object({
  id: idField(M.residentNotFound),
  idUnidade: idField(M.unitNotFound),
  telefone: residentPhoneSchema,
  email: residentEmailSchema,
  flUsoApp: z.boolean().optional(),
  // Sent by the screen as it read them; the desk cannot change them (spec 02 §5 Edit resident).
  cpf: textSchema().max(L.cpfField).nullish(),
  nome: textSchema().max(200).nullish(),
  tipoAcesso: textSchema().max(40).nullish(),
  ativo: z.boolean().nullish(),
});
export type ResidentUpdate = z.input<typeof residentUpdateSchema>;

// ---- DELETE /condominos/v1/morador/submorador/:cpf/:idUnidade ----
/** The full CPF (spec), or the masked one the list answers (issue 28 §14) together with ?idMorador. */
export const residentDeleteParamsSchema = z.object({
  cpf: textSchema()
    .max(L.cpfField, M.cpfInvalid)
    .transform((v) => (MASKED_CPF.test(v) ? v : stripCpf(v)))
    .refine((v) => /^\d{11}$/.test(v) || MASKED_CPF.test(v), { message: M.cpfInvalid }),
  idUnidade: idParam,
});
export const residentDeleteQuerySchema = z.object({ idMorador: idParam.optional() });
export const successSchema = z.object({ success: z.literal(true) });

// ---- the syndic's review: /condominos/v1/unit-access/solicitacoes ----
export const accessRequestSchema = z.object({
  id: z.number().int(),
  nomeSolicitante: z.string(),
  /** Hidden: the first 2 and last 2 digits (LGPD). */
  cpf: z.string(),
  tipoVinculo: z.enum(LINK_TYPES),
  emailSolicitante: z.string().nullable(),
  celularSolicitante: z.string(),
  acessoApp: z.boolean(),
  unidade: z.object({ idUnidade: z.number().int(), nome: z.string(), nmBloco: z.string() }),
  createdAt: z.string(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;
export const accessRequestListSchema = z.object({ data: z.array(accessRequestSchema) });
export const accessRequestParamsSchema = z.object({ id: idParam });
export const accessDecisionSchema = z.object({ id: z.number().int(), status: z.enum(REQUEST_STATUSES) });

export { INT4_MAX };
