import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxEndpoints as E } from '@portaria/shared/notices/outbox.endpoints';
import { MESSAGES } from '@portaria/shared';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /api/dev/outbox?key=…: only registered when the development outbox is the active provider, and only
 * answered with the key the server printed at start. Without it the answer is the same 404 as an unknown route,
 * so nobody learns that an outbox exists (it holds SMS codes that open accounts).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { outbox, config }) => {
  if (!outbox) return;
  const expected = digest(config.devOutboxKey);
  app.route({
    ...(await routeOf(E.list, { schema: { tags: ['desenvolvimento'] } })),
    handler: async (request, reply) => {
      // Comparing digests keeps the comparison constant-time whatever the length of what was sent.
      const isKeyRight = timingSafeEqual(digest(request.query.key ?? ''), expected);
      if (!isKeyRight) throw new HttpError(404, MESSAGES.notFoundRoute);
      reply.header('cache-control', 'no-store');
      return { data: await outbox.listShared() };
    },
  });
};
