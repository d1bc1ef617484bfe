import { errorSchema } from '@portaria/shared';
import { z } from 'zod';

/** Accepted and ignored on every route (spec 01 §6: requests carry origem: PORTARIA). */
export const originHeaders = z.object({ origem: z.string().optional() }).loose();

/** Error answers documented in OpenAPI; all share the one { message } shape. */
export const errors = (...codes: (400 | 401 | 403 | 404 | 429)[]) =>
  Object.fromEntries(codes.map((c) => [c, errorSchema])) as Record<number, typeof errorSchema>;

export const bearerSecurity = [{ bearerAuth: [] }];
