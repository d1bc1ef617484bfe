import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./health.schemas.ts')]);

/** For a load balancer (issue 16): public, no token, no origin header. */
export const healthEndpoints = {
  live: defineEndpoint({
    method: 'GET',
    path: '/health/live',
    summary: 'O processo está de pé (liveness)',
    contract: async () => {
      const [, s] = await load();
      return { response: { 200: s.liveSchema } };
    },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/health/ready',
    summary: 'Pronto para receber tráfego: banco de dados e Redis (quando configurado) respondem; 503 se não',
    contract: async () => {
      const [, s] = await load();
      return { response: { 200: s.readySchema, 503: s.readySchema.describe('Algum serviço não respondeu') } };
    },
  }),
};
