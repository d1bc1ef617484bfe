import { MESSAGES } from '@portaria/shared';
import { authEndpoints as E } from '@portaria/shared/auth/auth.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { bearerSecurity } from '../../platform/http/route-schemas.ts';
import { findCondoIdByReferencia, hasLogin } from './auth.repository.ts';
import { issueContextToken, login, logout } from './auth.service.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { memoryBudget, redisBudget } from './redis-login-limiter.ts';
import { deviceCookieHeader, readDeviceCookie } from '../../platform/access/trusted-device.ts';
import { verifyBearer, type VerifiedToken } from '../../platform/access/verify-token.ts';
import type { TokenKind } from '../../db/schema/index.ts';
import type { FastifyRequest } from 'fastify';

// Module augmentation only works with an interface.
declare module 'fastify' {
  interface FastifyRequest {
    bearer: VerifiedToken | null;
  }
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, jobs, now, passwordGate, redis, config, contexts },
) => {
  // Shared by every process when REDIS_URL is set; otherwise this process's memory (decision 087).
  const limiter = redis ? redisBudget(redis, now, config.redisPrefix) : memoryBudget(createLoginLimiter(now));
  app.decorateRequest('bearer', null);
  /**
   * These routes accept a login token too, so they keep their own rule instead of platform/http/area-routes.ts; it runs
   * in onRequest all the same, before the payload is read.
   */
  const { session } = config;
  const bearerOf = (kinds: readonly TokenKind[], acceptsReplaced = false) => ({
    onRequest: async (request: FastifyRequest) => {
      request.bearer = await verifyBearer(db, request.headers.authorization, now(), {
        kinds,
        session,
        acceptsReplaced,
      });
    },
  });
  const accessOf = (tokens: readonly TokenKind[]) => ({ 'x-access': { tokens } });
  const bearerIn = (request: FastifyRequest): VerifiedToken => request.bearer!;

  app.route({
    ...(await routeOf(E.login, { schema: { tags } })),
    handler: async (request, reply) => {
      const deps = { db, jobs, now, session, limiter, passwordGate, log: request.log };
      const cookie = readDeviceCookie(request.headers.cookie);
      const { response, device } = await login(deps, request.body.user, request.body.password, request.ip, cookie);
      reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return response;
    },
  });

  app.route({
    ...(await routeOf(E.context, { schema: { ...accessOf(['login', 'context']), tags, security: bearerSecurity } })),
    ...bearerOf(['login', 'context']),
    handler: async (request) =>
      issueContextToken(
        { db, jobs, now, session, contexts },
        bearerIn(request),
        request.params.context,
        MESSAGES.referenceInvalid,
      ),
  });

  app.route({
    ...(await routeOf(E.refresh, { schema: { ...accessOf(['context']), tags, security: bearerSecurity } })),
    ...bearerOf(['context']),
    handler: async (request) => {
      const bearer = bearerIn(request);
      const idCondo = await findCondoIdByReferencia(db, request.params.referencia);
      if (idCondo === null || idCondo !== bearer.idCondo) throw new HttpError(403, MESSAGES.forbidden);
      return issueContextToken({ db, jobs, now, session, contexts }, bearer, idCondo, MESSAGES.forbidden);
    },
  });

  app.route({
    ...(await routeOf(E.logout, { schema: { ...accessOf(['login', 'context']), tags, security: bearerSecurity } })),
    // A tab still holding the token a refresh just replaced can end the session too.
    ...bearerOf(['login', 'context'], true),
    handler: async (request, reply) => {
      await logout({ db, jobs, now, contexts }, bearerIn(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...(await routeOf(E.account, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags } })),
    handler: async (request) => ({ additional: { hasLogin: await hasLogin(db, request.query.cpf) } }),
  });
};
