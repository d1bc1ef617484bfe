import { administrationEndpoints as E } from '@portaria/shared/administration/administration.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { requireOpenSetup, runSetup } from './setup.service.ts';

const tags = ['instalacao'];
// The secret is 24 random bytes: the limit only keeps a sweep from costing argon2 hashes and queries.
const rateLimit = { max: 20, timeWindow: '1 minute' };

/** The one-time setup of an installation started with DEMO_DATA=false (issue 31 item 1): no token, the secret. */
export const setupRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { now } = deps;
  app.route({
    ...(await routeOf(E.setupStatus, { config: { rateLimit }, schema: { tags } })),
    handler: async (request) => {
      await requireOpenSetup(deps, request.params.segredo);
      return { pendente: true as const };
    },
  });

  app.route({
    ...(await routeOf(E.setup, { config: { rateLimit }, schema: { tags } })),
    handler: async (request, reply) => {
      return reply.code(201).send(await runSetup(deps, request.params.segredo, request.body, now()));
    },
  });
};
