import { z } from 'zod';
import { errorSchema } from '../schemas.ts';

export { errorSchema };

/** Accepted and ignored on every route (spec 01 §6: requests carry origem: PORTARIA). */
export const originHeaders = z.object({ origem: z.string().optional() }).loose();

/** Error answers, all the one `{ message }` shape, for the statuses a call documents. */
export const errors = <const C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<C, typeof errorSchema>;

/** A 204 without a body, described for OpenAPI. */
export const noContent = (description: string) => z.null().describe(description);

/** Whether a schema is a page (`{ data: [], meta }`): what `paged: true` on an endpoint promises. */
export const isPageSchema = (schema: z.ZodType | undefined): boolean => {
  if (!(schema instanceof z.ZodObject)) return false;
  const shape = schema.shape as Record<string, z.ZodType>;
  return shape.data instanceof z.ZodArray && shape.meta instanceof z.ZodObject;
};

/** A file answer (image, PDF, CSV) streamed as it is: documented, never parsed. */
export const fileAnswer = (description: string) => z.unknown().describe(description);

export { z };
