import { defineEndpoint } from '../common/endpoint.ts';

const load = () =>
  Promise.all([
    import('../common/endpoint-schemas.ts'),
    import('./keys.schemas.ts'),
    import('../common/unit-contacts.ts'),
  ]);

/** The desk's keys (issue 34 item 2, decision 124): anyone with the keys permission. */
export const keyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/chaves',
    summary: 'Chaves do condomínio com a situação de cada uma (disponível, fora, atrasada), busca sem acentos',
    contract: async () => {
      const [c, s] = await load();
      return { query: s.keysQuerySchema, response: { 200: s.keyListSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  outNow: defineEndpoint({
    method: 'GET',
    path: '/chaves/fora',
    summary: 'Chaves fora agora: as atrasadas primeiro, depois pela devolução prevista',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.outNowSchema, ...c.errors(401, 403) } };
    },
  }),
  checkOut: defineEndpoint({
    method: 'POST',
    path: '/chaves/:id/retiradas',
    summary:
      'Entrega a chave a um morador, funcionário ou prestador até a hora prevista; 409 se ela já está fora (diz com quem)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.keyParamsSchema,
        body: s.checkOutSchema,
        response: { 201: s.movementSchema, ...c.errors(400, 401, 403, 404, 409, 422) },
      };
    },
  }),
  checkIn: defineEndpoint({
    method: 'POST',
    path: '/chaves/movimentos/:idMovimento/devolucao',
    summary: 'Recebe de volta a chave da movimentação; 409 se ela já foi devolvida',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.movementParamsSchema,
        response: { 200: s.movementSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
  keyHistory: defineEndpoint({
    method: 'GET',
    path: '/chaves/:id/movimentos',
    summary: 'Histórico de uma chave, as retiradas mais recentes primeiro (20 por página)',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.keyParamsSchema,
        query: s.movementsQuerySchema,
        response: { 200: s.movementsPageSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/chaves/movimentos',
    summary: 'Histórico de todas as chaves, por pessoa (idPessoa) ou busca sem acentos por nome ou documento',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.movementsQuerySchema,
        response: { 200: s.movementsPageSchema, ...c.errors(400, 401, 403) },
      };
    },
  }),
  unitResidents: defineEndpoint({
    method: 'GET',
    path: '/chaves/unidades/:idUnidade/moradores',
    summary: 'Moradores da unidade (nome) para entregar uma chave a um deles',
    contract: async () => {
      const [c, , u] = await load();
      return {
        params: u.unitContactsParamsSchema,
        response: { 200: u.unitContactsSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
};

/** The catalogue (issue 34): the syndic and the administrator (manageKeys) create, edit and retire keys. */
export const keyCatalogueEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/chaves',
    summary: 'Cadastra uma chave do condomínio (nome, local, etiqueta, unidade opcional)',
    contract: async () => {
      const [c, s] = await load();
      return { body: s.keyBodySchema, response: { 201: s.keySchema, ...c.errors(400, 401, 403, 404, 409) } };
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/chaves/:id',
    summary: 'Edita uma chave ativa do condomínio',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.keyParamsSchema,
        body: s.keyBodySchema,
        response: { 200: s.keySchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
  retire: defineEndpoint({
    method: 'POST',
    path: '/chaves/:id/desativar',
    summary: 'Desativa uma chave (fica no histórico); 409 se ela está fora',
    contract: async () => {
      const [c, s] = await load();
      return { params: s.keyParamsSchema, response: { 200: s.keySchema, ...c.errors(400, 401, 403, 404, 409) } };
    },
  }),
};
