import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./condominium.schemas.ts')]);

/** The condominium in context: blocks, units and residents (every screen needs them). */
export const condominiumEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/condominios/:idCondo',
    summary: 'Condomínio do token com blocos, unidades e moradores',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.condominiumParamsSchema,
        response: { 200: s.condominiumSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
};
