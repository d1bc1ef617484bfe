import { errorSchema } from '@portaria/shared';

/** Accepted and ignored on every route (spec 01 §6): declared once in the shared endpoint schemas. */
export { originHeaders } from '@portaria/shared/common/endpoint-schemas';

/** Error answers documented in OpenAPI; all share the one { message } shape. */
export const errors = (...codes: (400 | 401 | 403 | 404 | 429)[]) =>
  Object.fromEntries(codes.map((c) => [c, errorSchema])) as Record<number, typeof errorSchema>;

export const bearerSecurity = [{ bearerAuth: [] }];
