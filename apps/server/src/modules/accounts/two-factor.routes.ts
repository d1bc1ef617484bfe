import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { accountEndpoints as E } from '@portaria/shared/accounts/accounts.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { bearerSecurity } from '../../platform/http/route-schemas.ts';
import { registerPassword, requireTwoFactorToken, resetPassword } from './password.service.ts';
import { deviceCookieHeader, readDeviceCookie } from '../../platform/access/trusted-device.ts';
import { checkCpf, sendCode, validateCode } from './two-factor.service.ts';

const tags = ['conta'];
// Per IP, on top of the per-code and per-CPF limits: slows CPF enumeration and code guessing across flows.
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Two-factor service (token/auth, generation, validation) and the two endpoints its token opens. */
export const twoFactorRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, jobs, now, notifier, passwordGate, contexts },
) => {
  // The token is checked before the body is read (401 whatever the payload), but in preParsing: the per-IP limit is
  // an onRequest hook that @fastify/rate-limit adds after the route's own, and a flood of wrong tokens must count.
  const twoFactor = (purpose: 'registration' | 'recovery') => ({
    preParsing: async (request: FastifyRequest) => {
      await requireTwoFactorToken({ db, now }, request.headers.authorization, purpose);
    },
  });
  const access = { 'x-access': { tokens: ['two-factor'] as const } };
  app.route({
    ...(await routeOf(E.checkCpf, { config: perIp(20), schema: { tags } })),
    handler: async (request) => checkCpf({ db, now }, request.body.document, request.body.purpose),
  });

  app.route({
    ...(await routeOf(E.sendCode, { config: perIp(10), schema: { tags } })),
    handler: async (request, reply) => {
      const answer = await sendCode({ db, jobs, now, notifier, log: request.log }, request.body);
      return reply.code(answer.status === 'PENDING_APPROVAL' ? 202 : 200).send(answer);
    },
  });

  app.route({
    ...(await routeOf(E.validateCode, { config: perIp(30), schema: { tags } })),
    handler: async (request) => validateCode({ db, now }, request.body),
  });

  app.route({
    ...(await routeOf(E.register, { config: perIp(10), schema: { ...access, tags, security: bearerSecurity } })),
    ...twoFactor('registration'),
    handler: async (request, reply) => {
      const cookie = readDeviceCookie(request.headers.cookie);
      const device = await registerPassword(
        { db, jobs, now, passwordGate, contexts },
        request.headers.authorization,
        request.body.password,
        cookie,
      );
      reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return reply.code(201).send({ message: M.operationSuccess });
    },
  });

  app.route({
    ...(await routeOf(E.resetPassword, { config: perIp(10), schema: { ...access, tags, security: bearerSecurity } })),
    ...twoFactor('recovery'),
    handler: async (request, reply) => {
      const cookie = readDeviceCookie(request.headers.cookie);
      const device = await resetPassword(
        { db, jobs, now, passwordGate, contexts },
        request.headers.authorization,
        request.body.password,
        cookie,
      );
      reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return { message: M.operationSuccess };
    },
  });
};
