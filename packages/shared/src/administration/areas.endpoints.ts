import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./areas.schemas.ts')]);

/**
 * Common areas, area blocks and move rules of the token's condominium in the administration console (issue 31
 * item 6, decision 119): the syndic and the administrator (portaria.administracao.areas).
 */
export const areaAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/administracao/areas',
    summary: 'Áreas comuns do condomínio do token, as desativadas também, com horários, dias e regras',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.adminAreasSchema, ...c.errors(401, 403) } };
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/administracao/areas',
    summary: 'Cria uma área comum (horários ou dia inteiro, abertura, antecedência, dias, aprovação, taxa)',
    contract: async () => {
      const [c, s] = await load();
      return { body: s.areaBodySchema, response: { 201: s.adminAreaSchema, ...c.errors(400, 401, 403, 409) } };
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/administracao/areas/:idArea',
    summary: 'Edita uma área comum; as reservas já feitas ficam como estão',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.areaParamsSchema,
        body: s.areaBodySchema,
        response: { 200: s.adminAreaSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
  deactivate: defineEndpoint({
    method: 'POST',
    path: '/administracao/areas/:idArea/desativar',
    summary: 'Desativa uma área sem reservas futuras: a portaria deixa de mostrá-la',
    contract: async () => {
      const [c, s] = await load();
      return { params: s.areaParamsSchema, response: { 200: s.adminAreaSchema, ...c.errors(400, 401, 403, 404, 409) } };
    },
  }),
  reactivate: defineEndpoint({
    method: 'POST',
    path: '/administracao/areas/:idArea/reativar',
    summary: 'Reativa uma área desativada',
    contract: async () => {
      const [c, s] = await load();
      return { params: s.areaParamsSchema, response: { 200: s.adminAreaSchema, ...c.errors(400, 401, 403, 404, 409) } };
    },
  }),
  clashes: defineEndpoint({
    method: 'GET',
    path: '/administracao/areas/:idArea/bloqueios/conflitos',
    summary: 'Reservas ativas da área no período (unidade, data, moradores) que um bloqueio cancelaria',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.areaParamsSchema,
        query: s.blockPeriodQuerySchema,
        response: { 200: s.blockClashesSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/administracao/areas/:idArea/bloqueios',
    summary:
      'Bloqueia a área dia a dia no período com o motivo; cancela as reservas confirmadas (estorno e aviso aos moradores)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.areaParamsSchema,
        body: s.createBlockSchema,
        response: {
          201: s.blockResultSchema,
          ...c.errors(400, 401, 403, 404),
          409: c.errorSchema.describe(
            'As reservas do período mudaram desde a verificação, ou o período já está bloqueado',
          ),
        },
      };
    },
  }),
  moveRules: defineEndpoint({
    method: 'GET',
    path: '/administracao/mudancas/regras',
    summary: 'Regras de mudança do condomínio do token (os padrões, com id nulo, se nunca foram salvas)',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.adminMoveRulesSchema, ...c.errors(401, 403) } };
    },
  }),
  saveMoveRules: defineEndpoint({
    method: 'PUT',
    path: '/administracao/mudancas/regras',
    summary: 'Salva as regras de mudança: dias permitidos, antecedência, horários de semana e de fim de semana',
    contract: async () => {
      const [c, s] = await load();
      return { body: s.moveRulesBodySchema, response: { 200: s.adminMoveRulesSchema, ...c.errors(400, 401, 403) } };
    },
  }),
};
