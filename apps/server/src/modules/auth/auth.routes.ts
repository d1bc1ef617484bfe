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
import { verifyBearer, type VerifiedToken } from '../../plugins/verify-token.ts';
import type { TokenKind } from '../../db/schema/index.ts';
import type { FastifyRequest } from 'fastify';

// Module augmentation only works with an interface.
declare module 'fastify' {
  interface FastifyRequest {
    bearer: VerifiedToken | null;
  }
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now, passwordGate }) => {
  const limiter = createLoginLimiter(now);
  app.decorateRequest('bearer', null);
  /**
   * These routes accept a login token too, so they keep their own rule instead of plugins/area-routes.ts; it runs
   * in onRequest all the same, before the payload is read.
   */
  const bearerOf = (tokens: readonly TokenKind[]) => ({
    onRequest: async (request: FastifyRequest) => {
      request.bearer = await verifyBearer(db, request.headers.authorization, now(), tokens);
    },
  });
  const accessOf = (tokens: readonly TokenKind[]) => ({ 'x-access': { tokens } });
  const bearerIn = (request: FastifyRequest): VerifiedToken => request.bearer!;

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
    ...bearerOf(['login', 'context']),
    schema: {
      ...accessOf(['login', 'context']),
      tags,
      summary: 'Troca de contexto: token de login ou de contexto -> token do condomínio (também "selecionar referência")',
      security: bearerSecurity,
      headers: originHeaders,
      params: contextParamsSchema,
      response: { 200: contextTokenSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => issueContextToken({ db, now }, bearerIn(request), request.params.context, MESSAGES.referenceInvalid),
  });

  app.post('/auth/rbac/refresh/:referencia', {
    ...bearerOf(['context']),
    schema: {
      ...accessOf(['context']),
      tags,
      summary: 'Atualização horária de permissões do condomínio atual',
      security: bearerSecurity,
      headers: originHeaders,
      params: refreshParamsSchema,
      response: { 200: contextTokenSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const bearer = bearerIn(request);
      const idCondo = await findCondoIdByReferencia(db, request.params.referencia);
      if (idCondo === null || idCondo !== bearer.idCondo) throw new HttpError(403, MESSAGES.forbidden);
      return issueContextToken({ db, now }, bearer, idCondo, MESSAGES.forbidden);
    },
  });

  app.post('/auth/rbac/logout', {
    ...bearerOf(['login', 'context']),
    schema: {
      ...accessOf(['login', 'context']),
      tags,
      summary: 'Encerra a sessão: todos os tokens dela deixam de valer',
      security: bearerSecurity,
      headers: originHeaders,
      response: { 204: z.null().describe('Sessão encerrada'), ...errors(401) },
    },
    handler: async (request, reply) => {
      await logout({ db, now }, bearerIn(request));
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
