import { z } from 'zod';
import { emailField } from '../common/unit-contacts.ts';
import { pageQuerySchema, pageSchema } from '../common/page.ts';
import { idField, idParam, textSchema, unitRefSchema } from '../schemas.ts';
import { DOCUMENT_LIMITS as L, TIPOS_DOCUMENTO } from './documents.constants.ts';
import { DOCUMENT_MESSAGES as M } from './documents.messages.ts';
import { noticeMarkSchema } from '../notices/notice.schemas.ts';

/**
 *   GET  /documentos/condominio/{idCondo}/tipo/0?expiration=604800000  -> { dados: Document[] }
 *   GET  /documentos/tipo/0/{id}/download                              -> the PDF (staff of that condominium)
 *   POST /sendmail?email=                                               sendMailSchema -> { message, expiraEm }
 *   GET  /documentos/link/{token}                                       -> the PDF, no login (404 'Documento não encontrado')
 *   GET  /documentos/arquivo/presigned-url/put, PUT /documentos/{tipo}  the syndic's upload or replacement
 */
const tipoZero = z.coerce
  .number({ error: M.typeInvalid })
  .int(M.typeInvalid)
  .min(0, M.typeInvalid)
  .max(0, M.typeInvalid);

export const documentsParamsSchema = z.object({ idCondo: idParam, tipo: tipoZero });
export const documentsQuerySchema = z.object({ expiration: z.coerce.number().int().min(0).max(L.linkMs).optional() });

export const documentSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(TIPOS_DOCUMENTO),
  /** Where the staff's viewer downloads it (under /api). */
  link: z.string(),
  atualizadoEm: z.string(),
});
export type DocumentItem = z.infer<typeof documentSchema>;
export const documentsResponseSchema = z.object({ dados: z.array(documentSchema) });

export const downloadParamsSchema = z.object({ tipo: tipoZero, id: idParam });

export const sendMailQuerySchema = z.object({ email: textSchema().optional() });
export const sendMailSchema = z.object({
  idUnidade: idField(M.unitNotFound),
  /** null when sending to a new address ('Informar novo e-mail'). */
  idMorador: idField(M.residentNotFound).nullish(),
  email: emailField(L.emailMax, M.emailRequired, M.emailInvalid),
  nomeArquivo: textSchema().max(200).optional(),
  /** Sent by the screen (spec); ignored: the server makes its own link. */
  link: textSchema().max(2000).nullish(),
  tipoDocumento: z.enum(TIPOS_DOCUMENTO, { error: M.typeInvalid }),
});
export type SendMail = z.input<typeof sendMailSchema>;
export const sendMailResponseSchema = z.object({ message: z.string(), expiraEm: z.string() });

export const linkParamsSchema = z.object({ token: textSchema().max(200) });

export const documentUploadQuerySchema = z.object({ contentType: textSchema().optional() });
export const presignedAnswerSchema = z.object({ url: z.string(), fileName: z.string(), expiresIn: z.number().int() });
export const replaceParamsSchema = z.object({ tipoDocumento: z.enum(TIPOS_DOCUMENTO, { error: M.typeInvalid }) });
export const replaceBodySchema = z.object({ hashArquivo: z.string().regex(/^[a-f0-9]{32}$/, M.fileUnknown) });

// ---- the syndic's links: GET /documentos/links, DELETE /documentos/links/{id} ----
export const LINK_LIST_LIMIT = 50;
export const linksQuerySchema = pageQuerySchema(LINK_LIST_LIMIT);
export const linkIdParamsSchema = z.object({ id: idParam });

/** A link sent by e-mail in the last 7 days (the others can no longer open anything): who, to whom, until when. */
export const sentLinkSchema = z.object({
  id: z.number().int(),
  tipoDocumento: z.enum(TIPOS_DOCUMENTO),
  nomeDocumento: z.string(),
  email: z.string(),
  unidade: unitRefSchema,
  enviadoPor: z.string().nullable(),
  enviadoEm: z.string(),
  expiraEm: z.string(),
  revogadoEm: z.string().nullable(),
  status: z.enum(['ATIVO', 'EXPIRADO', 'REVOGADO']),
  /** The e-mail's delivery (decision 090); null for links sent before it was a job. */
  aviso: noticeMarkSchema.nullable(),
});
export type SentLink = z.infer<typeof sentLinkSchema>;
export const sentLinksPageSchema = pageSchema(sentLinkSchema);
