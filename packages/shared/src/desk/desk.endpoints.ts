import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./desk.schemas.ts')]);

/**
 * The desk console (issue 32, decision 121): any staff role of the token's condominium may call both; what each
 * group or section holds follows the token's permissions (no vehicles permission, no plates).
 */
export const deskEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/portaria/busca',
    summary:
      'Uma busca por unidade, morador ou autorizado (nome ou CPF), visitante, placa, encomenda (Cód. ou rastreio) e reserva de hoje, agrupada por tipo',
    contract: async () => {
      const [c, s] = await load();
      return { query: s.searchQuerySchema, response: { 200: s.searchResultSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  unitInstructions: defineEndpoint({
    method: 'GET',
    path: '/portaria/unidades/:idUnidade/instrucoes/vigentes',
    summary:
      'As instruções da unidade vigentes hoje ou que começam depois: o aviso que todo fluxo mostra ao escolher a unidade',
    contract: async () => {
      const [c, s, i] = await Promise.all([...(await load()), import('./instructions.schemas.ts')]);
      return {
        params: s.unitPageParamsSchema,
        response: { 200: i.instructionListSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  offlineReads: defineEndpoint({
    method: 'GET',
    path: '/portaria/offline',
    summary:
      'O que a portaria lê sem conexão: cada unidade ativa com instruções, moradores e autorizados (CPF mascarado), encomendas aguardando, visitantes esperados hoje, reservas e mudanças de hoje e amanhã',
    contract: async () => {
      const [c, o] = await Promise.all([import('../common/endpoint-schemas.ts'), import('./offline-reads.schemas.ts')]);
      return { response: { 200: o.offlineReadsSchema, ...c.errors(401, 403) } };
    },
  }),
  unitPage: defineEndpoint({
    method: 'GET',
    path: '/portaria/unidades/:idUnidade',
    summary:
      'A página da unidade: moradores, autorizados, veículos, encomendas aguardando, visitantes esperados e dentro agora, reservas, mudanças e os últimos acontecimentos',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.unitPageParamsSchema,
        response: { 200: s.unitPageSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
};
