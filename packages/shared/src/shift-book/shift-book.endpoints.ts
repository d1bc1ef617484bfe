import { defineEndpoint } from '../common/endpoint.ts';
import { OFFLINE_WRITE_SUMMARY as OFFLINE } from '../common/offline-write.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./shift-book.schemas.ts')]);
/** The headers of a write the desk may make offline: origem, Idempotency-Key and momento (decision 128). */
const offlineHeaders = async () => (await import('../common/offline-write.schemas.ts')).offlineHeadersSchema;
const base = '/portaria/livro';

/** The shift book (issue 34 item 1, decision 123): entries, resolution, the handover and its reading, reports. */
export const shiftBookEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/registros`,
    summary:
      'Registros do livro de um dia ou período (hoje por padrão, até 90 dias), os mais recentes primeiro, com filtros por categoria, situação, unidade e busca sem acentos',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return { query: s.entriesQuerySchema, response: { 200: s.entriesPageSchema, ...c.errors(400, 401, 403, 404) } };
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/registros`,
    summary:
      'Escreve um registro no livro (informação, pendência ou urgência; unidade e anexo opcionais; idCorrige para ' +
      `corrigir outro). Os 15 minutos de alteração contam do recebimento pelo servidor${OFFLINE}`,
    contract: async () => {
      const [[c, s], headers] = await Promise.all([load(), offlineHeaders()]);
      return {
        headers,
        body: s.createEntrySchema,
        response: {
          201: s.entrySchema,
          ...c.errors(400, 401, 403, 404),
          422: c.errorSchema.describe('Chave repetida com outros dados, ou momento no futuro ou de mais de 7 dias'),
        },
      };
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/registros/:id`,
    summary:
      'Altera um registro: só o autor e só nos primeiros 15 minutos desde o recebimento (depois, 409: faça uma correção). Sem hashAnexo o anexo fica; null o retira; outro hashAnexo o substitui',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.entryParamsSchema,
        body: s.updateEntrySchema,
        response: { 200: s.entrySchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/registros/:id`,
    summary: 'Exclui um registro: só o autor e só nos primeiros 15 minutos (fica guardado, fora das listas)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.entryParamsSchema,
        response: { 204: c.noContent('Registro excluído'), ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: `${base}/registros/:id/resolver`,
    summary: 'Marca uma pendência ou urgência como resolvida, com quem e quando (uma vez: depois, 409)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.entryParamsSchema,
        response: { 200: s.entrySchema, ...c.errors(400, 401, 403, 404, 409, 422) },
      };
    },
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: `${base}/registros/:id/anexo`,
    summary: 'O anexo de um registro do livro, com o tipo guardado e nosniff',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.entryParamsSchema,
        response: {
          200: c.fileAnswer('O arquivo (image/jpeg, image/png ou application/pdf)'),
          ...c.errors(400, 401, 403, 404),
        },
      };
    },
  }),
  presignedUrl: defineEndpoint({
    method: 'GET',
    path: `${base}/anexo/presigned-url/put`,
    summary: 'Url assinada (15 min) para enviar o anexo de um registro com PUT (jpg, png ou pdf até 10MB)',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.attachmentQuerySchema,
        response: { 200: s.presignedAnswerSchema, ...c.errors(401, 403, 415) },
      };
    },
  }),
  handover: defineEndpoint({
    method: 'POST',
    path: `${base}/passagens`,
    summary: 'Encerra o plantão com um resumo: quem entrar depois lê a passagem e as pendências antes do painel',
    contract: async () => {
      const [c, s] = await load();
      return { body: s.createHandoverSchema, response: { 201: s.handoverSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  reading: defineEndpoint({
    method: 'GET',
    path: `${base}/leitura`,
    summary:
      'O que a pessoa precisa ler antes do painel: a última passagem de plantão que ainda não confirmou e as pendências e urgências em aberto',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.readingSchema, ...c.errors(401, 403) } };
    },
  }),
  confirmReading: defineEndpoint({
    method: 'POST',
    path: `${base}/leitura`,
    summary: "'Li e estou ciente': registra nome, hora e os registros mostrados, uma vez por pessoa e passagem",
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.confirmReadingSchema,
        response: { 200: s.readingConfirmedSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
  report: defineEndpoint({
    method: 'GET',
    path: `${base}/relatorio`,
    summary: 'O livro de um período (até 90 dias) em PDF ou CSV, com os mesmos filtros da lista',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.reportQuerySchema,
        response: {
          200: c.fileAnswer('O relatório (application/pdf ou text/csv)'),
          ...c.errors(400, 401, 403, 404),
        },
      };
    },
  }),
};
