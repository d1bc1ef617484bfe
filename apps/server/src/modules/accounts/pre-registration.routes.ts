import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { preRegistrationEndpoints as E } from '@portaria/shared/accounts/pre-registration.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { createAltcha } from './altcha.ts';
import { findCondoByReferencia } from './pre-registration.repository.ts';
import { createPreRegistration } from './pre-registration.service.ts';

const tags = ['pre-cadastro'];

/** Public side of the pre-registration: human-check challenge, condominium lookup, the submit itself. */
export const preRegistrationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, jobs, now, config }) => {
  const altcha = createAltcha({ secret: config.altchaSecret, now });

  app.route({
    ...(await routeOf(E.challenge, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags } })),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return altcha.challenge();
    },
  });

  app.route({
    ...(await routeOf(E.lookupCondominium, {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags },
    })),
    handler: async (request) => {
      const condo = await findCondoByReferencia(db, request.query.reference);
      if (!condo) throw new HttpError(404, M.referenceNotFound);
      return { name: condo.nome };
    },
  });

  app.route({
    ...(await routeOf(E.create, { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } }, schema: { tags } })),
    handler: async (request, reply) => {
      await createPreRegistration({ db, jobs, now, altcha }, request.body);
      request.log.info({ condominio: request.body.condominio, cargo: request.body.cargo }, 'pré-cadastro recebido');
      return reply.code(201).send({ status: 'PENDENTE' as const });
    },
  });
};
