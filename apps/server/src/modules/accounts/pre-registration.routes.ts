import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import {
  altchaChallengeSchema,
  condominiumLookupQuerySchema,
  condominiumLookupResponseSchema,
  preRegistrationBodySchema,
  preRegistrationResponseSchema,
} from '@portaria/shared/accounts/accounts.schemas';
import { errorSchema } from '@portaria/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { errors, originHeaders } from '../../lib/route-schemas.ts';
import { createAltcha } from './altcha.ts';
import { findCondoByReferencia } from './pre-registration.repository.ts';
import { createPreRegistration } from './pre-registration.service.ts';

const tags = ['pre-cadastro'];

/** Public side of the pre-registration: human-check challenge, condominium lookup, the submit itself. */
export const preRegistrationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now, config }) => {
  const altcha = createAltcha({ secret: config.altchaSecret, now });

  app.get('/public/altcha/challenge', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Desafio ALTCHA (SHA-256, auto-hospedado) para o widget de verificação humana',
      headers: originHeaders,
      response: { 200: altchaChallengeSchema, ...errors(429) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return altcha.challenge();
    },
  });

  app.get('/condominios/public/condominium', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Nome do condomínio pela referência (tela de pré-cadastro)',
      headers: originHeaders,
      querystring: condominiumLookupQuerySchema,
      response: { 200: condominiumLookupResponseSchema, ...errors(400, 404, 429) },
    },
    handler: async (request) => {
      const condo = await findCondoByReferencia(db, request.query.reference);
      if (!condo) throw new HttpError(404, M.referenceNotFound);
      return { name: condo.nome };
    },
  });

  app.post('/public/precadastro', {
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    schema: {
      tags,
      summary: 'Pré-cadastro de funcionário terceirizado (Porteiro ou Zelador), protegido por ALTCHA',
      headers: originHeaders,
      body: preRegistrationBodySchema,
      response: { 201: preRegistrationResponseSchema, ...errors(400, 404, 429), 409: errorSchema },
    },
    handler: async (request, reply) => {
      await createPreRegistration({ db, now, altcha }, request.body);
      request.log.info({ condominio: request.body.condominio, cargo: request.body.cargo }, 'pré-cadastro recebido');
      return reply.code(201).send({ status: 'PENDENTE' as const });
    },
  });
};
