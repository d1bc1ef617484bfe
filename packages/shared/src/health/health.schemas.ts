import { z } from 'zod';

/** Liveness: the process answers. */
export const liveSchema = z.object({ status: z.literal('ok') });

/** Readiness: each store the API needs, 'ok', 'falha' or 'desligado' (Redis without REDIS_URL). */
export const readySchema = z.object({
  status: z.enum(['ok', 'indisponivel']),
  banco: z.enum(['ok', 'falha']),
  redis: z.enum(['ok', 'falha', 'desligado']),
});
export type Ready = z.infer<typeof readySchema>;
