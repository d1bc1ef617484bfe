import { z } from 'zod';
import { IDEMPOTENCY_MESSAGES } from './idempotency.messages.ts';

// The copy lives apart, without zod, for the screens' messages (decision 003); kept importable from here.
export { IDEMPOTENCY_MESSAGES };

/** A client-drawn key per attempt (a UUID fits): 8 to 128 visible ASCII characters. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,128}$/, IDEMPOTENCY_MESSAGES.keyInvalid);

/** The optional `Idempotency-Key` header of any create route whose retry must not create a second record. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema
    .optional()
    .describe(
      'Chave única da tentativa (ex.: um UUID): repetir a mesma chave com o mesmo corpo devolve o primeiro resultado.',
    ),
});
