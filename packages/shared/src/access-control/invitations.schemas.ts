import { z } from 'zod';
import { idField, idSchema, textSchema } from '../schemas.ts';
import {
  residentCpfSchema,
  residentEmailSchema,
  residentNameSchema,
  residentPhoneSchema,
} from './residents.schemas.ts';
import { ACCESS_MESSAGES as M, INVITE_MESSAGES as I } from './access-control.messages.ts';

export const SEND_TYPES = ['SMS', 'LINK'] as const;
export const PERSON_TYPES = ['MORADOR', 'VISITANTE', 'PRESTADOR'] as const;
export const FOREIGN_DOCUMENTS = ['RNE', 'PASSAPORTE'] as const;
/** Spec 02 §9: invitation link valid 7 days. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// ---- POST /condominos/v1/seventh/convite (spec 02 §3 Invitation) ----
export const inviteSchema = z
  .object({
    idUnidade: idField(M.unitNotFound),
    nomeConvidado: residentNameSchema,
    cpfConvidado: residentCpfSchema.nullish(),
    /** A resident of the list, whose CPF the server reads (the list answers it masked: issue 28 §14). */
    idMorador: idSchema.nullish(),
    tipoDocumentoEstrangeiro: z.enum(FOREIGN_DOCUMENTS).nullish(),
    documentoEstrangeiro: textSchema().trim().max(10).nullish(),
    telefone: residentPhoneSchema.nullish(),
    email: residentEmailSchema,
    tipoEnvio: z.enum(SEND_TYPES),
    tipoPessoa: z.enum(PERSON_TYPES),
  })
  .superRefine((v, ctx) => {
    const hasForeign = Boolean(v.tipoDocumentoEstrangeiro && v.documentoEstrangeiro);
    if (!v.cpfConvidado && !hasForeign && v.idMorador == null)
      ctx.addIssue({ code: 'custom', message: I.documentRequired, path: ['cpfConvidado'] });
    const doc = v.documentoEstrangeiro ?? '';
    if (v.tipoDocumentoEstrangeiro === 'RNE' && doc.length !== 8)
      ctx.addIssue({ code: 'custom', message: I.rneInvalid, path: ['documentoEstrangeiro'] });
    if (v.tipoDocumentoEstrangeiro === 'PASSAPORTE' && (doc.length < 7 || doc.length > 10)) {
      ctx.addIssue({ code: 'custom', message: I.passportInvalid, path: ['documentoEstrangeiro'] });
    }
    if (v.tipoEnvio === 'SMS' && !v.telefone)
      ctx.addIssue({ code: 'custom', message: I.phoneRequiredForSms, path: ['telefone'] });
  });
export type InviteInput = z.input<typeof inviteSchema>;
export const inviteAnswerSchema = z.object({ link: z.string(), expiraEm: z.string() });
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;

// ---- the invitee's public page: /public/convite/:token ----
/** The token of the link: 43 base64url characters (32 random bytes). */
export const inviteTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, I.notFound) });
export const publicInviteSchema = z.object({ condominio: z.string(), nomeConvidado: z.string(), expiraEm: z.string() });
export type PublicInvite = z.infer<typeof publicInviteSchema>;
/** The photo as a data URL (the page scales it down to at most 1280 px before sending), and the consent. */
export const invitePhotoSchema = z.object({
  consentimento: z.literal(true, { error: I.consentRequired }),
  foto: z.string({ error: I.photoEmpty }).min(1, I.photoEmpty).max(3_000_000, I.photoTooLarge),
});
export const invitePhotoAnswerSchema = z.object({ statusBiometria: z.literal('CADASTRADA') });
