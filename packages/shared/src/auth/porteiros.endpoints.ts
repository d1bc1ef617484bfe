import { defineEndpoint } from '../common/endpoint.ts';

const load = () =>
  Promise.all([import('../common/endpoint-schemas.ts'), import('./porteiro.schemas.ts'), import('./auth.schemas.ts')]);

const base = '/portaria/api/v1/porteiros';

/** The signed-in doorkeeper's own record and references (spec 01 §5). */
export const porteiroEndpoints = {
  find: defineEndpoint({
    method: 'GET',
    path: base,
    summary: 'Registro do porteiro por CPF no condomínio do token (o primeiro é o usuário logado)',
    contract: async () => {
      const [c, s] = await load();
      return { query: s.porteiroQuerySchema, response: { 200: s.porteirosResponseSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  details: defineEndpoint({
    method: 'GET',
    path: `${base}/dadosCadastrais`,
    summary: 'Dados cadastrais do porteiro no condomínio do token',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.porteiroQuerySchema,
        response: { 200: s.dadosCadastraisSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  references: defineEndpoint({
    method: 'GET',
    path: `${base}/referencias`,
    summary: 'Referências (condomínios) do usuário do token ("Load condominium references by user cpf")',
    contract: async () => {
      const [c, , auth] = await load();
      return {
        query: auth.referencesQuerySchema,
        response: { 200: auth.referencesResponseSchema, ...c.errors(400, 401, 403) },
      };
    },
  }),
};
