import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./app-config.schemas.ts')]);

export const appConfigEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/public/config',
    summary: 'Configuração pública do app (link do chat de suporte)',
    contract: async () => {
      const [c, s] = await load();
      return { headers: c.originHeaders, response: { 200: s.publicConfigSchema, ...c.errors(400) } };
    },
  }),
};
