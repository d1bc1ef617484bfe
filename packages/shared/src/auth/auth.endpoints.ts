import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./auth.schemas.ts')]);

/** Spec 01 §4-§6: login, the context exchange, the hourly refresh, logout and the public account check. */
export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/rbac/project/PORTARIA',
    summary: 'Login por CPF e senha (também o "login helper" do spec)',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        query: s.loginQuerySchema,
        body: s.loginBodySchema,
        response: { 200: s.loginResponseSchema, ...c.errors(400, 401, 429), 503: c.errorSchema },
      };
    },
  }),
  context: defineEndpoint({
    method: 'POST',
    path: '/auth/rbac/context/:context',
    summary: 'Troca de contexto: token de login ou de contexto -> token do condomínio (também "selecionar referência")',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        params: s.contextParamsSchema,
        response: { 200: s.contextTokenSchema, ...c.errors(400, 401, 403) },
      };
    },
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/rbac/refresh/:referencia',
    summary: 'Atualização horária de permissões do condomínio atual',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        params: s.refreshParamsSchema,
        response: { 200: s.contextTokenSchema, ...c.errors(400, 401, 403) },
      };
    },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/rbac/logout',
    summary: 'Encerra a sessão: todos os tokens dela deixam de valer',
    contract: async () => {
      const [c] = await load();
      return { headers: c.originHeaders, response: { 204: c.noContent('Sessão encerrada'), ...c.errors(401) } };
    },
  }),
  account: defineEndpoint({
    method: 'GET',
    path: '/auth/rbac/account',
    summary: 'Verificação pública de conta por CPF (tela de login)',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        query: s.accountCheckQuerySchema,
        response: { 200: s.accountCheckResponseSchema, ...c.errors(400, 429) },
      };
    },
  }),
};
