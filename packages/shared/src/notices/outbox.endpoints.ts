import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./outbox.schemas.ts')]);

/** Development only: the server registers it when the development outbox is the active provider. */
export const outboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox',
    summary:
      'Mensagens SMS e e-mail capturadas pela caixa de saída de desenvolvimento (com a chave mostrada no terminal)',
    contract: async () => {
      const [c, s] = await load();
      return { query: s.outboxQuerySchema, response: { 200: s.outboxResponseSchema, 404: c.errorSchema } };
    },
  }),
};
