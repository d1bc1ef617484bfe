import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./health.schemas.ts')]);

/** For a load balancer (issue 16): public, no token, no origin header. */
export const healthEndpoints = {
  live: defineEndpoint({
    method: 'GET',
    path: '/health/live',
    summary: 'O processo está de pé (liveness)',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.liveSchema, ...c.errors(400) } };
    },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/health/ready',
    summary: 'Pronto para receber tráfego: banco de dados e Redis (quando configurado) respondem; 503 se não',
    contract: async () => {
      const [c, s] = await load();
      return {
        response: { 200: s.readySchema, ...c.errors(400), 503: s.readySchema.describe('Algum serviço não respondeu') },
      };
    },
  }),
};
