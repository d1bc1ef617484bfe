import { defineEndpoint } from '../common/endpoint.ts';
import { OFFLINE_WRITE_SUMMARY as OFFLINE } from '../common/offline-write.ts';

const load = () =>
  Promise.all([
    import('../common/endpoint-schemas.ts'),
    import('./occurrence.schemas.ts'),
    import('../common/unit-contacts.ts'),
  ]);

/** Spec 02 §7 "Occurrences" (decision 077): attachment upload, create, summary list, detail, attachment. */
export const occurrenceEndpoints = {
  presignedUrl: defineEndpoint({
    method: 'GET',
    path: '/ocorrencias/anexo/presigned-url/put',
    summary:
      'Url assinada (15 min) para enviar o anexo da ocorrência com PUT (jpg, png ou pdf até 10MB); fileName é o hashAnexo',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.attachmentPresignedQuerySchema,
        response: { 200: s.presignedAnswerSchema, ...c.errors(401, 403, 415) },
      };
    },
  }),
  unitResidents: defineEndpoint({
    method: 'GET',
    path: '/ocorrencias/unidades/:idUnidade/moradores',
    summary: 'Moradores da unidade (nome e e-mail) para a etapa de morador da ocorrência',
    contract: async () => {
      const [c, , u] = await load();
      return {
        params: u.unitContactsParamsSchema,
        response: { 200: u.unitContactsSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/portaria/api/v2/ocorrencias',
    summary:
      'Registra uma ocorrência pública de morador numa unidade do condomínio do token, com anexo opcional; avisa o ' +
      `síndico por e-mail${OFFLINE}`,
    contract: async () => {
      const [[c, s], { offlineHeadersSchema }] = await Promise.all([
        load(),
        import('../common/offline-write.schemas.ts'),
      ]);
      return {
        headers: offlineHeadersSchema,
        body: s.createOccurrenceSchema,
        response: {
          200: s.occurrenceSummarySchema,
          ...c.errors(400, 401, 403, 404),
          422: c.errorSchema.describe('Chave repetida com outros dados, ou momento no futuro ou de mais de 7 dias'),
        },
      };
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/ocorrencias/resumo',
    summary:
      'Ocorrências do condomínio (50 por página, últimos 90 dias por padrão), com busca sem acentos a partir de 3 caracteres; 204 quando vazia',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.occurrencesQuerySchema,
        response: {
          200: s.occurrencesPageSchema,
          204: c.noContent('Nenhuma ocorrência encontrada'),
          ...c.errors(400, 401, 403),
        },
      };
    },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/ocorrencias/:id',
    summary: 'Uma ocorrência do condomínio do token com seus conteúdos (a mensagem e as respostas do síndico)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.occurrenceParamsSchema,
        response: { 200: s.occurrenceDetailSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: '/ocorrencias/conteudo/:contentId/anexo/:attachmentHash',
    summary: 'O anexo de um conteúdo de ocorrência, com o tipo guardado e nosniff',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.attachmentParamsSchema,
        response: {
          200: c.fileAnswer('O arquivo (image/jpeg, image/png ou application/pdf)'),
          ...c.errors(400, 401, 403, 404),
        },
      };
    },
  }),
};
