import { z } from 'zod';
import { cpfSchema, idParam } from '../schemas.ts';

/** POST /auth/rbac/project/PORTARIA?mode=AppPortaria */
export const loginQuerySchema = z.object({ mode: z.literal('AppPortaria', { error: 'Modo de acesso inválido' }) });
export const loginBodySchema = z.object({
  user: cpfSchema,
  password: z.string({ error: 'Informe a senha' }).min(1, 'Informe a senha').max(128, 'Senha muito longa'),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** One role of the user: `context` is the condominium id (idCondo). */
export const roleSchema = z.object({
  context: z.number().int(),
  referencia: z.number().int(),
  nome: z.string(),
  role: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const loginResponseSchema = z.object({ token: z.string(), roles: z.array(roleSchema) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/rbac/context/{context}: also used to select another reference and to refresh permissions. */
export const contextParamsSchema = z.object({ context: idParam });
export const refreshParamsSchema = z.object({ referencia: idParam });

export const contextTokenSchema = z.object({
  token: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  context: z.number().int(),
  referencia: z.number().int(),
  rolePermissions: z.array(z.string()),
  customPermissions: z.array(z.string()),
});
export type ContextToken = z.infer<typeof contextTokenSchema>;

/** The user's condominium references (the top-bar dropdown). */
export const referencesQuerySchema = z.object({ cpf: cpfSchema });
export const referenceSchema = z.object({ idCondo: z.number().int(), referencia: z.number().int(), nome: z.string() });
export type Reference = z.infer<typeof referenceSchema>;
export const referencesResponseSchema = z.object({ referenciasCompleto: z.array(referenceSchema) });

/** Account check by CPF (login screen). */
export const accountCheckQuerySchema = z.object({ cpf: cpfSchema });
export const accountCheckResponseSchema = z.object({ additional: z.object({ hasLogin: z.boolean() }) });
