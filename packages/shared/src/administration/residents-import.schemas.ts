/**
 * Wire contract of the residents import (issue 31 item 4, decision 117). The file itself is the request's body
 * (application/octet-stream: the bytes of the .xlsx or .csv, never JSON); the preview answers what confirming it
 * would do, and the confirmation sends the same bytes again with the preview's hash.
 */
import { z } from 'zod';
import { textSchema } from '../schemas.ts';
import { RESIDENTS_IMPORT_MESSAGES as M } from './residents-import.messages.ts';

/** The file's bytes as the body: documented, never parsed as JSON (the routes read them as a stream). */
export const importFileBodySchema = z
  .unknown()
  .describe('Os bytes do arquivo (.xlsx ou .csv separado por ; ou ,), em UTF-8 ou Windows-1252; até 5 MB');

export const IMPORT_OUTCOMES = ['criar', 'atualizar', 'inalterado', 'recusado'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const importCountsSchema = z.object({
  criar: z.number().int(),
  atualizar: z.number().int(),
  inalterado: z.number().int(),
  recusado: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** A refused row: where it is, what it names (the CPF masked) and why, in pt-BR. */
export const refusedRowSchema = z.object({
  linha: z.number().int(),
  bloco: z.string(),
  unidade: z.string(),
  nome: z.string(),
  cpf: z.string(),
  motivo: z.string(),
});
export type RefusedRow = z.infer<typeof refusedRowSchema>;

/** A row that creates or updates a resident; `campos` names what an update changes. */
export const changedRowSchema = z.object({
  linha: z.number().int(),
  situacao: z.enum(['criar', 'atualizar']),
  bloco: z.string(),
  unidade: z.string(),
  nome: z.string(),
  campos: z.array(z.enum(['nome', 'email', 'telefone', 'perfil', 'flUsoApp'])),
});
export type ChangedRow = z.infer<typeof changedRowSchema>;

export const importPreviewSchema = z.object({
  /** SHA-256 of the file: the confirmation sends it back, so only the previewed file is applied. */
  hash: z.string(),
  linhas: z.number().int(),
  contagem: importCountsSchema,
  /** The first 500 refused rows (the refused rows' CSV has all of them). */
  recusadas: z.array(refusedRowSchema),
  /** The first 500 rows that create or update. */
  alteracoes: z.array(changedRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importApplyQuerySchema = z.object({
  previa: textSchema({ error: M.previewMismatch }).regex(/^[a-f0-9]{64}$/, M.previewMismatch),
});

export const importApplySchema = z.object({ contagem: importCountsSchema, message: z.string() });
export type ImportApplied = z.infer<typeof importApplySchema>;

export const importTemplateQuerySchema = z.object({ formato: z.enum(['xlsx', 'csv']).default('xlsx') });
