import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./accounts.schemas.ts')]);

/** Issue 3: the two-factor service and the two calls its token opens (account creation, password recovery). */
export const accountEndpoints = {
  checkCpf: defineEndpoint({
    method: 'POST',
    path: '/token/auth',
    summary: 'Verifica o CPF (flags e telefones mascarados) e abre uma verificação por SMS',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        body: s.tokenAuthBodySchema,
        response: { 200: s.tokenAuthResponseSchema, ...c.errors(400, 429) },
      };
    },
  }),
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/token/generation',
    summary:
      'Envia (ou reenvia) o código de 6 dígitos por SMS; o reenvio substitui o código anterior. Um número fora do cadastro abre um pedido de troca para o síndico (202)',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        body: s.tokenGenerationBodySchema,
        response: {
          200: s.tokenGenerationResponseSchema,
          202: s.tokenGenerationPendingSchema,
          ...c.errors(400, 429),
          409: c.errorSchema,
          502: c.errorSchema,
        },
      };
    },
  }),
  validateCode: defineEndpoint({
    method: 'POST',
    path: '/token/validation',
    summary: 'Valida o código e devolve o token temporário de dois fatores',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        body: s.tokenValidationBodySchema,
        response: { 200: s.tokenValidationResponseSchema, ...c.errors(400, 429) },
      };
    },
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/external/porter/registration',
    summary: 'Cria a senha do porteiro (Bearer: token de dois fatores de cadastro, uso único)',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        body: s.newPasswordBodySchema,
        response: { 201: s.newPasswordResponseSchema, ...c.errors(400, 401, 429), 503: c.errorSchema },
      };
    },
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/external/forgot-my-password',
    summary: 'Redefine a senha (Bearer: token de dois fatores de recuperação, uso único); encerra as sessões abertas',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        body: s.newPasswordBodySchema,
        response: {
          200: s.newPasswordResponseSchema,
          ...c.errors(400, 401, 429),
          406: c.errorSchema,
          503: c.errorSchema,
        },
      };
    },
  }),
};
