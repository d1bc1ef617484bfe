import { healthEndpoints as E } from '@portaria/shared/health/health.endpoints';
import type { Ready } from '@portaria/shared/health/health.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('tempo esgotado')), ms).unref()),
  ]);

/** Liveness and readiness for a load balancer: public (security []), and cheap. */
export const healthRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, redis }) => {
  app.route({
    ...(await routeOf(E.live, { schema: { tags: ['saude'] } })),
    handler: async () => ({ status: 'ok' as const }),
  });
  app.route({
    ...(await routeOf(E.ready, { schema: { tags: ['saude'] } })),
    handler: async (_request, reply) => {
      const banco = await within(db.execute(sql`select 1`), 2000).then(
        () => 'ok' as const,
        () => 'falha' as const,
      );
      const cache = redis
        ? await within(redis.ping(), 2000).then(
            () => 'ok' as const,
            () => 'falha' as const,
          )
        : ('desligado' as const);
      const answer: Ready = {
        status: banco === 'ok' && cache !== 'falha' ? 'ok' : 'indisponivel',
        banco,
        redis: cache,
      };
      return reply.code(answer.status === 'ok' ? 200 : 503).send(answer);
    },
  });
};
