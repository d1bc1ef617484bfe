import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./residents.schemas.ts')]);

/** Spec 02 §7 (access control): residents of the condominium, the unit's residents, access requests, edit, delete. */
export const residentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/portaria/api/v2/condominios/:id/submoradores',
    summary:
      'Moradores do condomínio do token (página de 50): busca por nome ou dígitos do CPF, filtros de bloco, unidade, perfil e aplicativo',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.residentListParamsSchema,
        query: s.residentListQuerySchema,
        response: { 200: s.residentPageSchema, ...c.errors(400, 401, 403) },
      };
    },
  }),
  unitResidents: defineEndpoint({
    method: 'GET',
    path: '/condominos/v1/unidades/:idUnidade/moradores',
    summary: 'Moradores ativos de uma unidade do condomínio do token',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.unitParamsSchema,
        response: { 200: s.unitResidentListSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  requestAccess: defineEndpoint({
    method: 'POST',
    path: '/condominos/v1/unit-access',
    summary: 'Solicita o acesso de um morador ou inquilino a uma unidade (aguarda a aprovação do síndico)',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.unitAccessRequestSchema,
        response: { 200: s.unitAccessAnswerSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/condominos/v1/morador/submorador',
    summary: 'Edita telefone, e-mail e acesso ao aplicativo de um morador (não os do sistema legado)',
    contract: async () => {
      const [c, s] = await load();
      return { body: s.residentUpdateSchema, response: { 200: s.residentSchema, ...c.errors(400, 401, 403, 404) } };
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/condominos/v1/morador/submorador/:cpf/:idUnidade',
    summary:
      'Retira o morador da unidade (só quem o cadastrou; pelo CPF, ou pelo CPF mascarado da lista com idMorador); o registro fica no histórico',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.residentDeleteParamsSchema,
        query: s.residentDeleteQuerySchema,
        response: { 200: s.successSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
  facePhoto: defineEndpoint({
    method: 'GET',
    path: '/condominos/v1/moradores/:idMorador/biometria/foto',
    summary: 'A foto da biometria facial do morador (só a equipe do condomínio; cada visualização vai à auditoria)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.facePhotoParamsSchema,
        response: { 200: c.fileAnswer('A foto (image/jpeg ou image/png)'), ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
};

const review = '/condominos/v1/unit-access/solicitacoes';

/** The syndic's review of the access requests (decision 078), the pre-registration review's pattern. */
export const accessRequestEndpoints = {
  pending: defineEndpoint({
    method: 'GET',
    path: review,
    summary: 'Solicitações de acesso pendentes do condomínio do token',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.accessRequestListSchema, ...c.errors(401, 403) } };
    },
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${review}/:id/aprovar`,
    summary: 'Aprova a solicitação: a pessoa passa a morar na unidade; o solicitante recebe o resultado por e-mail',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.accessRequestParamsSchema,
        response: { 200: s.accessDecisionSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: `${review}/:id/recusar`,
    summary: 'Recusa a solicitação; o solicitante recebe o resultado por e-mail',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.accessRequestParamsSchema,
        response: { 200: s.accessDecisionSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
};
