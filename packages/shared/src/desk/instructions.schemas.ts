import { z } from 'zod';
import { isoDaySchema } from '../common/day-schema.ts';
import { idParam } from '../schemas.ts';
import { INSTRUCTION_MESSAGES as M } from './instructions.messages.ts';
import { INSTRUCTION_TYPE_IDS } from './instructions.rules.ts';

/** Wire contract of a unit's standing instructions (issue 32 item 3, decision 121). */
export const createInstructionSchema = z
  .object({
    tipo: z.enum(INSTRUCTION_TYPE_IDS, { error: M.typeInvalid }),
    texto: z.string({ error: M.textRequired }).trim().min(1, M.textRequired).max(500, M.textTooLong),
    /** First São Paulo day it holds. */
    inicio: isoDaySchema,
    /** Last day it holds; null or absent: until someone ends it. */
    fim: isoDaySchema.nullable().default(null),
  })
  .refine((v) => v.fim === null || v.fim >= v.inicio, { message: M.untilBeforeFrom, path: ['fim'] });
export type CreateInstruction = z.input<typeof createInstructionSchema>;

export const instructionSchema = z.object({
  id: z.number().int(),
  idUnidade: z.number().int(),
  tipo: z.enum(INSTRUCTION_TYPE_IDS),
  texto: z.string(),
  inicio: z.string(),
  fim: z.string().nullable(),
  status: z.enum(['VIGENTE', 'FUTURA', 'EXPIRADA', 'ENCERRADA']),
  autor: z.string().nullable(),
  criadaEm: z.string(),
  encerradaPor: z.string().nullable(),
  encerradaEm: z.string().nullable(),
});
export type Instruction = z.output<typeof instructionSchema>;

export const instructionListSchema = z.object({ data: z.array(instructionSchema) });
export const unitInstructionsParamsSchema = z.object({ idUnidade: idParam });
export const instructionParamsSchema = z.object({ id: idParam });
