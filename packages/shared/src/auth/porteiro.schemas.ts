import { z } from 'zod';
import { cpfSchema } from '../schemas.ts';

export const porteiroQuerySchema = z.object({ cpf: cpfSchema });

/** The signed-in user's doorkeeper record (the first element of `data` is used). */
export const porteiroSchema = z.object({
  idPorteiro: z.number().int(),
  nome: z.string(),
  cpf: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  cargo: z.string(),
});
export type Porteiro = z.infer<typeof porteiroSchema>;
export const porteirosResponseSchema = z.object({ data: z.array(porteiroSchema) });

/** Registration data (shape not shown by the spec; ours). */
export const dadosCadastraisSchema = porteiroSchema.extend({
  idCondo: z.number().int(),
  referencia: z.number().int(),
  condominio: z.string(),
  cadastradoEm: z.string(),
});
export type DadosCadastrais = z.infer<typeof dadosCadastraisSchema>;
