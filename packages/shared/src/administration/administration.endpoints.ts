import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./administration.schemas.ts')]);

/**
 * The administration console (issue 31, decision 116). `/instalacao/:segredo` is the one-time setup (no token: the
 * secret printed at start opens it until an administrator exists). Everything else acts on the token's condominium,
 * except creating one and listing those the administrator manages.
 */
export const administrationEndpoints = {
  setupStatus: defineEndpoint({
    method: 'GET',
    path: '/instalacao/:segredo',
    summary: 'Diz se o endereço de configuração inicial ainda vale (404 depois de criado o primeiro administrador)',
    contract: async () => {
      const [c, s] = await load();
      return { params: s.setupParamsSchema, response: { 200: s.setupStatusSchema, ...c.errors(400, 404, 429) } };
    },
  }),
  setup: defineEndpoint({
    method: 'POST',
    path: '/instalacao/:segredo',
    summary: 'Cria o primeiro administrador e o primeiro condomínio, uma única vez',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.setupParamsSchema,
        body: s.setupBodySchema,
        response: { 201: s.setupResponseSchema, ...c.errors(400, 404, 409, 429) },
      };
    },
  }),
  listCondominiums: defineEndpoint({
    method: 'GET',
    path: '/administracao/condominios',
    summary: 'Condomínios que o administrador gerencia (ativos e desativados)',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.managedCondominiumsSchema, ...c.errors(401, 403) } };
    },
  }),
  createCondominium: defineEndpoint({
    method: 'POST',
    path: '/administracao/condominios',
    summary: 'Cria um condomínio com os papéis padrão; quem cria passa a administrá-lo',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.createCondominiumBodySchema,
        response: { 201: s.condominiumSettingsSchema, ...c.errors(400, 401, 403), 409: c.errorSchema },
      };
    },
  }),
  getCondominium: defineEndpoint({
    method: 'GET',
    path: '/administracao/condominio',
    summary: 'Dados do condomínio do token',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.condominiumSettingsSchema, ...c.errors(401, 403) } };
    },
  }),
  updateCondominium: defineEndpoint({
    method: 'PUT',
    path: '/administracao/condominio',
    summary: 'Edita os dados do condomínio do token',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.condominiumSettingsBodySchema,
        response: { 200: s.condominiumSettingsSchema, ...c.errors(400, 401, 403), 409: c.errorSchema },
      };
    },
  }),
  deactivateCondominium: defineEndpoint({
    method: 'POST',
    path: '/administracao/condominio/desativar',
    summary: 'Desativa o condomínio do token: só os administradores continuam entrando nele',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.condominiumSettingsSchema, ...c.errors(401, 403) } };
    },
  }),
  reactivateCondominium: defineEndpoint({
    method: 'POST',
    path: '/administracao/condominio/reativar',
    summary: 'Reativa o condomínio do token',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.condominiumSettingsSchema, ...c.errors(401, 403) } };
    },
  }),
  listBlocks: defineEndpoint({
    method: 'GET',
    path: '/administracao/blocos',
    summary: 'Blocos e unidades do condomínio do token, com as unidades desativadas',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.adminBlocksSchema, ...c.errors(401, 403) } };
    },
  }),
  createBlock: defineEndpoint({
    method: 'POST',
    path: '/administracao/blocos',
    summary: 'Cria um bloco',
    contract: async () => {
      const [c, s] = await load();
      return { body: s.blockBodySchema, response: { 201: s.adminBlockSchema, ...c.errors(400, 401, 403, 409) } };
    },
  }),
  renameBlock: defineEndpoint({
    method: 'PUT',
    path: '/administracao/blocos/:idBloco',
    summary: 'Renomeia um bloco',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.blockParamsSchema,
        body: s.blockBodySchema,
        response: { 200: s.adminBlockSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
  createUnits: defineEndpoint({
    method: 'POST',
    path: '/administracao/blocos/:idBloco/unidades',
    summary: 'Gera unidades num bloco por andares ("1 a 20, 4 por andar": 101…2004) ou por uma lista digitada',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.blockParamsSchema,
        body: s.bulkUnitsBodySchema,
        response: { 201: s.bulkUnitsResponseSchema, ...c.errors(400, 401, 403, 404, 422) },
      };
    },
  }),
  updateUnit: defineEndpoint({
    method: 'PUT',
    path: '/administracao/unidades/:idUnidade',
    summary: 'Renomeia, desativa ou reativa uma unidade (nunca a apaga: o histórico fica)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.unitParamsSchema,
        body: s.unitBodySchema,
        response: { 200: s.adminUnitSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
};
