import { z } from 'zod';

/** One message caught by the development outbox (GET /api/dev/outbox). */
export const outboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  purpose: z.string(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxResponseSchema = z.object({ data: z.array(outboxEntrySchema) });

/** The key printed in the terminal at start; any string, checked by the server (a wrong one is a 404). */
export const outboxQuerySchema = z.object({ key: z.string().optional() });
