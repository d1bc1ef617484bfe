import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./accounts.schemas.ts')]);

const review = '/portaria/api/v1/precadastros';

const decision = (action: 'aprovar' | 'recusar', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${review}/:id/${action}`,
    summary,
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.preRegistrationParamsSchema,
        response: { 200: s.preRegistrationDecisionResponseSchema, ...c.errors(400, 401, 403, 404), 409: c.errorSchema },
      };
    },
  });

/** Public side (human check, condominium lookup, submit) and the syndic's review of the pre-registrations. */
export const preRegistrationEndpoints = {
  challenge: defineEndpoint({
    method: 'GET',
    path: '/public/altcha/challenge',
    summary: 'Desafio ALTCHA (SHA-256, auto-hospedado) para o widget de verificação humana',
    contract: async () => {
      const [c, s] = await load();
      return { headers: c.originHeaders, response: { 200: s.altchaChallengeSchema, ...c.errors(429) } };
    },
  }),
  lookupCondominium: defineEndpoint({
    method: 'GET',
    path: '/condominios/public/condominium',
    summary: 'Nome do condomínio pela referência (tela de pré-cadastro)',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        query: s.condominiumLookupQuerySchema,
        response: { 200: s.condominiumLookupResponseSchema, ...c.errors(400, 404, 429) },
      };
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/public/precadastro',
    summary: 'Pré-cadastro de funcionário terceirizado (Porteiro ou Zelador), protegido por ALTCHA',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        body: s.preRegistrationBodySchema,
        response: { 201: s.preRegistrationResponseSchema, ...c.errors(400, 404, 429), 409: c.errorSchema },
      };
    },
  }),
  pending: defineEndpoint({
    method: 'GET',
    path: review,
    summary: 'Pré-cadastros aguardando aprovação no condomínio do token',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.pendingPreRegistrationsResponseSchema, ...c.errors(401, 403) } };
    },
  }),
  approve: decision('aprovar', 'Aprova: o funcionário recebe o cargo no condomínio e pode criar a senha em Cadastrar'),
  reject: decision('recusar', 'Recusa o pré-cadastro'),
};
