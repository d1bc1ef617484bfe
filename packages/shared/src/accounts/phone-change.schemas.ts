/**
 * The syndic's review of phone changes (issue 28 item 4): numbers typed in the account wizard that are not on file.
 * Change log (additive only once published): v1 initial.
 */
import { z } from 'zod';
import { idParam } from '../schemas.ts';

/** One pending change as the syndic sees it: CPF and current phone masked, the new number as digits (the screen formats). */
export const pendingPhoneChangeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cpf: z.string(),
  telefoneAtual: z.string().nullable(),
  telefoneNovo: z.string(),
  createdAt: z.string(),
});
export type PendingPhoneChange = z.infer<typeof pendingPhoneChangeSchema>;
export const pendingPhoneChangesResponseSchema = z.object({ data: z.array(pendingPhoneChangeSchema) });

export const phoneChangeParamsSchema = z.object({ id: idParam });
export const phoneChangeDecisionResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(['APROVADO', 'RECUSADO']),
});
