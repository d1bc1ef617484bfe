import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./audit.schemas.ts')]);

/**
 * The audit log viewer (issue 31 item 7, decision 118): the syndic and the administrator read the token's
 * condominium; an administrator of the installation may add `todos=true` for every condominium they administer.
 */
export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/administracao/auditoria',
    summary: 'Registro de auditoria, mais recentes primeiro, em janelas (cursor `apos`): período, pessoa, área e ação',
    contract: async () => {
      const [c, s] = await load();
      return { query: s.auditListQuerySchema, response: { 200: s.auditWindowSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  people: defineEndpoint({
    method: 'GET',
    path: '/administracao/auditoria/pessoas',
    summary: 'Pessoas que aparecem no registro de auditoria do condomínio (para o filtro), por nome',
    contract: async () => {
      const [c, s] = await load();
      return { query: s.auditPeopleQuerySchema, response: { 200: s.auditPeopleSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/administracao/auditoria/relatorio',
    summary: 'O registro de auditoria filtrado em CSV, gerado aos poucos (nunca o período inteiro em memória)',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.auditFilterSchema,
        response: { 200: c.fileAnswer('O arquivo (text/csv)'), ...c.errors(400, 401, 403) },
      };
    },
  }),
};
