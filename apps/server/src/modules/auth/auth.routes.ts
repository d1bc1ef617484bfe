import {
  MESSAGES,
  errorSchema,
  accountCheckQuerySchema,
  accountCheckResponseSchema,
  contextParamsSchema,
  contextTokenSchema,
  loginBodySchema,
  loginQuerySchema,
  loginResponseSchema,
  refreshParamsSchema,
} from '@portaria/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/deps.ts';
import { bearerSecurity, errors, originHeaders } from '../../lib/route-schemas.ts';
import { findCondoIdByReferencia, hasLogin } from './auth.repository.ts';
import { issueContextToken, login, logout } from './auth.service.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { deviceCookieHeader, readDeviceCookie } from './trusted-device.ts';
import { verifyBearer } from '../../plugins/verify-token.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now, passwordGate }) => {
  const limiter = createLoginLimiter(now);

  app.post('/auth/rbac/project/PORTARIA', {
    schema: {
      tags,
      summary: 'Login por CPF e senha (também o "login helper" do spec)',
      headers: originHeaders,
      querystring: loginQuerySchema,
      body: loginBodySchema,
      response: { 200: loginResponseSchema, ...errors(400, 401, 429), 503: errorSchema },
    },
    handler: async (request, reply) => {
      const deps = { db, now, limiter, passwordGate, log: request.log };
      const cookie = readDeviceCookie(request.headers.cookie);
      const { response, device } = await login(deps, request.body.user, request.body.password, request.ip, cookie);
      reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return response;
    },
  });

  app.post('/auth/rbac/context/:context', {
    schema: {
      tags,
      summary: 'Troca de contexto: token de login ou de contexto -> token do condomínio (também "selecionar referência")',
      security: bearerSecurity,
      headers: originHeaders,
      params: contextParamsSchema,
      response: { 200: contextTokenSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const bearer = await verifyBearer(db, request.headers.authorization, now(), ['login', 'context']);
      return issueContextToken({ db, now }, bearer, request.params.context, MESSAGES.referenceInvalid);
    },
  });

  app.post('/auth/rbac/refresh/:referencia', {
    schema: {
      tags,
      summary: 'Atualização horária de permissões do condomínio atual',
      security: bearerSecurity,
      headers: originHeaders,
      params: refreshParamsSchema,
      response: { 200: contextTokenSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const bearer = await verifyBearer(db, request.headers.authorization, now(), ['context']);
      const idCondo = await findCondoIdByReferencia(db, request.params.referencia);
      if (idCondo === null || idCondo !== bearer.idCondo) throw new HttpError(403, MESSAGES.forbidden);
      return issueContextToken({ db, now }, bearer, idCondo, MESSAGES.forbidden);
    },
  });

  app.post('/auth/rbac/logout', {
    schema: {
      tags,
      summary: 'Encerra a sessão: todos os tokens dela deixam de valer',
      security: bearerSecurity,
      headers: originHeaders,
      response: { 204: z.null().describe('Sessão encerrada'), ...errors(401) },
    },
    handler: async (request, reply) => {
      const bearer = await verifyBearer(db, request.headers.authorization, now(), ['login', 'context']);
      await logout({ db, now }, bearer);
      return reply.code(204).send(null);
    },
  });

  app.get('/auth/rbac/account', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Verificação pública de conta por CPF (tela de login)',
      headers: originHeaders,
      querystring: accountCheckQuerySchema,
      response: { 200: accountCheckResponseSchema, ...errors(400, 429) },
    },
    handler: async (request) => ({ additional: { hasLogin: await hasLogin(db, request.query.cpf) } }),
  });
};
