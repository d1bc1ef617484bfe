import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import {
  correspondenciaPageSchema,
  correspondenciaQuerySchema,
  entradaResponseSchema,
  entradaSchema,
  retiradaMultiplaSchema,
  retiradaResponseSchema,
  retiradaSchema,
} from '@portaria/shared/correspondence/correspondence.schemas';
import { idempotencyHeadersSchema } from '@portaria/shared/common/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { originHeaders } from '../../lib/route-schemas.ts';
import { sendJson } from '../../lib/send-json.ts';
import { getAuth } from '../../plugins/require-context.ts';
import { listCorrespondence } from './list.service.ts';
import { registerParcel } from './entrada.service.ts';
import { releaseParcels } from './release.service.ts';
import { errorCodes } from './route-common.ts';

const entradaHeaders = originHeaders.extend(idempotencyHeadersSchema.shape);

export const parcelRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.post('/correspondencia/entrada', {
    schema: {
      headers: entradaHeaders,
      summary: 'Cadastra uma correspondência da unidade e avisa os moradores (aceita Idempotency-Key)',
      body: entradaSchema,
      response: { 201: entradaResponseSchema, ...errorCodes(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const auth = getAuth(request);
      const result = await registerParcel(deps, auth, request.body, key, request.log);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result.body);
    },
  });

  app.get('/correspondencia', {
    schema: {
      summary: 'Lista correspondências: pendentes da unidade (status=PENDENTE, limit 100) ou histórico paginado (limit 200)',
      querystring: correspondenciaQuerySchema,
      response: { 200: correspondenciaPageSchema, ...errorCodes(400, 401, 403, 404) },
    },
    // The answer is already JSON (serialized once, then cached): fastify sends the bytes as they are.
    handler: async (request, reply) => sendJson(reply, await listCorrespondence(deps, getAuth(request).idCondo, request.query, now())),
  });

  app.post('/correspondencia/retirada', {
    schema: {
      summary: 'Retira uma correspondência (morador da unidade ou pessoa não cadastrada com nome e CPF opcional)',
      body: retiradaSchema,
      response: { 200: retiradaResponseSchema, ...errorCodes(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({ data: await releaseParcels(db, getAuth(request), [request.body.id], request.body, now()) }),
  });

  app.post('/correspondencia/retirada-multipla', {
    schema: {
      summary: 'Retira várias correspondências de uma vez: todas ou nenhuma',
      body: retiradaMultiplaSchema,
      response: { 200: retiradaResponseSchema, ...errorCodes(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      if (request.body.ids.length === 0) throw new HttpError(400, M.pickupIdsRequired);
      return { data: await releaseParcels(db, getAuth(request), request.body.ids, request.body, now()) };
    },
  });
};
