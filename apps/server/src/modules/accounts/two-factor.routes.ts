import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import {
  newPasswordBodySchema,
  newPasswordResponseSchema,
  tokenAuthBodySchema,
  tokenAuthResponseSchema,
  tokenGenerationBodySchema,
  tokenGenerationResponseSchema,
  tokenValidationBodySchema,
  tokenValidationResponseSchema,
} from '@portaria/shared/accounts/accounts.schemas';
import { errorSchema } from '@portaria/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { bearerSecurity, errors, originHeaders } from '../../lib/route-schemas.ts';
import { registerPassword, requireTwoFactorToken, resetPassword } from './password.service.ts';
import { deviceCookieHeader, readDeviceCookie } from '../auth/trusted-device.ts';
import { checkCpf, sendCode, validateCode } from './two-factor.service.ts';

const tags = ['conta'];
// Per IP, on top of the per-code and per-CPF limits: slows CPF enumeration and code guessing across flows.
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Two-factor service (token/auth, generation, validation) and the two endpoints its token opens. */
export const twoFactorRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now, notifier, passwordGate }) => {
  // The token is checked before the body is read (401 whatever the payload), but in preParsing: the per-IP limit is
  // an onRequest hook that @fastify/rate-limit adds after the route's own, and a flood of wrong tokens must count.
  const twoFactor = (purpose: 'registration' | 'recovery') => ({
    preParsing: async (request: FastifyRequest) => requireTwoFactorToken({ db, now }, request.headers.authorization, purpose),
  });
  const access = { 'x-access': { tokens: ['two-factor'] as const } };
  app.post('/token/auth', {
    config: perIp(20),
    schema: {
      tags,
      summary: 'Verifica o CPF (flags e telefones mascarados) e abre uma verificação por SMS',
      headers: originHeaders,
      body: tokenAuthBodySchema,
      response: { 200: tokenAuthResponseSchema, ...errors(400, 429) },
    },
    handler: async (request) => checkCpf({ db, now }, request.body.document, request.body.purpose),
  });

  app.post('/token/generation', {
    config: perIp(10),
    schema: {
      tags,
      summary: 'Envia (ou reenvia) o código de 6 dígitos por SMS; o reenvio substitui o código anterior',
      headers: originHeaders,
      body: tokenGenerationBodySchema,
      response: { 200: tokenGenerationResponseSchema, ...errors(400, 429), 502: errorSchema },
    },
    handler: async (request) => sendCode({ db, now, notifier, log: request.log }, request.body),
  });

  app.post('/token/validation', {
    config: perIp(30),
    schema: {
      tags,
      summary: 'Valida o código e devolve o token temporário de dois fatores',
      headers: originHeaders,
      body: tokenValidationBodySchema,
      response: { 200: tokenValidationResponseSchema, ...errors(400, 429) },
    },
    handler: async (request) => validateCode({ db, now }, request.body),
  });

  app.post('/external/porter/registration', {
    config: perIp(10),
    ...twoFactor('registration'),
    schema: {
      ...access,
      tags,
      summary: 'Cria a senha do porteiro (Bearer: token de dois fatores de cadastro, uso único)',
      security: bearerSecurity,
      headers: originHeaders,
      body: newPasswordBodySchema,
      response: { 201: newPasswordResponseSchema, ...errors(400, 401, 429), 503: errorSchema },
    },
    handler: async (request, reply) => {
      const cookie = readDeviceCookie(request.headers.cookie);
      const device = await registerPassword({ db, now, passwordGate }, request.headers.authorization, request.body.password, cookie);
      reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return reply.code(201).send({ message: M.operationSuccess });
    },
  });

  app.put('/external/forgot-my-password', {
    config: perIp(10),
    ...twoFactor('recovery'),
    schema: {
      ...access,
      tags,
      summary: 'Redefine a senha (Bearer: token de dois fatores de recuperação, uso único); encerra as sessões abertas',
      security: bearerSecurity,
      headers: originHeaders,
      body: newPasswordBodySchema,
      response: { 200: newPasswordResponseSchema, ...errors(400, 401, 429), 406: errorSchema, 503: errorSchema },
    },
    handler: async (request, reply) => {
      const cookie = readDeviceCookie(request.headers.cookie);
      const device = await resetPassword({ db, now, passwordGate }, request.headers.authorization, request.body.password, cookie);
      reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return { message: M.operationSuccess };
    },
  });
};
