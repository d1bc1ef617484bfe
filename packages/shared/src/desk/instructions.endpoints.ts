import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./instructions.schemas.ts')]);

/** A unit's standing instructions (issue 32 item 3): staff with the access-control permission write and end them. */
export const instructionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/portaria/unidades/:idUnidade/instrucoes',
    summary: 'Todas as instruções da unidade, as mais recentes primeiro, com a situação de cada uma (histórico)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.unitInstructionsParamsSchema,
        response: { 200: s.instructionListSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/portaria/unidades/:idUnidade/instrucoes',
    summary: 'Registra uma instrução da unidade (tipo, texto, período), com auditoria e linha do tempo',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.unitInstructionsParamsSchema,
        body: s.createInstructionSchema,
        response: { 201: s.instructionSchema, ...c.errors(400, 401, 403, 404, 422) },
      };
    },
  }),
  end: defineEndpoint({
    method: 'POST',
    path: '/portaria/instrucoes/:id/encerrar',
    summary: 'Encerra agora uma instrução da unidade (fica no histórico), com auditoria e linha do tempo',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.instructionParamsSchema,
        response: { 200: s.instructionSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
};
