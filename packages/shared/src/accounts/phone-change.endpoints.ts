import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./phone-change.schemas.ts')]);

const review = '/portaria/api/v1/trocas-telefone';

const decision = (action: 'aprovar' | 'recusar', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${review}/:id/${action}`,
    summary,
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.phoneChangeParamsSchema,
        response: { 200: s.phoneChangeDecisionResponseSchema, ...c.errors(400, 401, 403, 404), 409: c.errorSchema },
      };
    },
  });

/** The syndic's review of the phone changes asked for in the account wizard (issue 28 item 4). */
export const phoneChangeEndpoints = {
  pending: defineEndpoint({
    method: 'GET',
    path: review,
    summary: 'Trocas de telefone aguardando aprovação, de quem trabalha no condomínio do token',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.pendingPhoneChangesResponseSchema, ...c.errors(401, 403) } };
    },
  }),
  approve: decision('aprovar', 'Aprova: o novo número passa a ser o telefone da pessoa e recebe o código'),
  reject: decision('recusar', 'Recusa a troca: nenhum código vai para o número'),
};
