import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./timeline.schemas.ts')]);

/** Spec 02 §2.5 and §7: the condominium's daily timeline, written by every area in the change's transaction. */
export const timelineEndpoints = {
  day: defineEndpoint({
    method: 'GET',
    path: '/portaria/api/v2/linhadotempo',
    summary: 'Eventos de um dia (horário de São Paulo) do condomínio do token, do mais recente ao mais antigo',
    contract: async () => {
      const [c, s] = await load();
      return { query: s.timelineQuerySchema, response: { 200: s.timelineSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  window: defineEndpoint({
    method: 'GET',
    path: '/portaria/api/v2/linhadotempo/janela',
    summary:
      'Uma janela de eventos de um dia (mais recentes primeiro), com a busca da linha do tempo feita pelo banco no dia todo, o total do dia para a busca e a posição da próxima janela',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.timelineWindowQuerySchema,
        response: { 200: s.timelineWindowSchema, ...c.errors(400, 401, 403) },
      };
    },
  }),
};
