import { defineEndpoint } from '../common/endpoint.ts';
import { OFFLINE_WRITE_SUMMARY as OFFLINE } from '../common/offline-write.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./visitors.schemas.ts')]);
/** The headers of a write the desk may make offline: origem, Idempotency-Key and momento (decision 128). */
const offlineHeaders = async () => (await import('../common/offline-write.schemas.ts')).offlineHeadersSchema;

const base = '/controleacesso';
const schedules = `${base}/autorizarconvidado`;

/** Spec 02 §7 (access control): visitors and providers with their schedules (decision 083). */
export const visitorEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/visitanteunidade`,
    summary:
      'Visitantes e prestadores do condomínio do token (página de 50): busca, bloco, unidade, tipo; ou um registro por idVisitanteUnidade',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return { query: s.visitorListQuerySchema, response: { 200: s.visitorPageSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  byDocument: defineEndpoint({
    method: 'GET',
    path: `${base}/visitanteunidade/documento`,
    summary:
      'Procura um visitante pelo tipo e número do documento (e a unidade): o registro da unidade e a pessoa, ou nulos',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.documentLookupQuerySchema,
        response: { 200: s.documentLookupSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/visitantecomautorizacao`,
    summary: `Cadastra um visitante ou prestador com o seu agendamento (um visitante por documento no condomínio)${OFFLINE}`,
    contract: async () => {
      const [[c, s], headers] = await Promise.all([load(), offlineHeaders()]);
      return {
        headers,
        body: s.visitorWithScheduleSchema,
        response: {
          201: s.visitorSavedSchema,
          ...c.errors(400, 401, 403, 404, 409),
          422: c.errorSchema.describe(
            'Biometria sem o recurso, data de retirada passada, chave repetida com outros dados, ou momento no futuro ou de mais de 7 dias',
          ),
        },
      };
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/visitantecomautorizacao`,
    summary:
      'Atualiza o visitante e edita o agendamento idAutorizacao (só os da portaria) ou, sem ele, adiciona um agendamento',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.visitorWithScheduleSchema,
        response: { 200: s.visitorSavedSchema, ...c.errors(400, 401, 403, 404, 409, 422) },
      };
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/:idVisitante`,
    summary:
      'Exclui o visitante/prestador (só os cadastrados pela portaria) e todos os seus agendamentos; fica na linha do tempo',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.visitorParamsSchema,
        response: { 200: s.visitorsSuccessSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
  grouped: defineEndpoint({
    method: 'GET',
    path: `${schedules}/agrupada/:idVisitanteUnidade`,
    summary: 'Agendamentos do visitante na unidade: ativas (fim hoje ou depois) e vencidas',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.visitorUnitParamsSchema,
        response: { 200: s.groupedSchedulesSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  removeSchedule: defineEndpoint({
    method: 'DELETE',
    path: `${schedules}/:idAutorizacao`,
    summary: 'Exclui um agendamento (só os cadastrados pela portaria); fica na linha do tempo',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.scheduleParamsSchema,
        response: { 200: s.visitorsSuccessSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
};

/** Spec 02 §7: the entries and exits of a day, registering them, and their report. */
export const entryEndpoints = {
  day: defineEndpoint({
    method: 'GET',
    path: `${schedules}/logentrada`,
    summary: 'Cartões de um dia (São Paulo): agendamentos válidos no dia e chegadas de Interfonar, com entrada e saída',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return { query: s.entryListQuerySchema, response: { 200: s.entryCardPageSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  open: defineEndpoint({
    method: 'GET',
    path: `${schedules}/logentrada/abertas`,
    summary:
      'Visitas ainda abertas (entrada sem saída), da mais antiga à mais nova: as de dias anteriores ou as de uma pessoa',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return { query: s.openVisitsQuerySchema, response: { 200: s.entryCardPageSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  register: defineEndpoint({
    method: 'POST',
    path: `${base}/logentrada`,
    summary:
      'Registra a entrada ou a saída de uma visita pelo relógio do servidor, ou no momento informado (saída só depois ' +
      `da entrada; uma entrada por visita)${OFFLINE}`,
    contract: async () => {
      const [[c, s], headers] = await Promise.all([load(), offlineHeaders()]);
      return {
        headers,
        body: s.entryLogSchema,
        response: {
          200: s.entryLoggedSchema,
          ...c.errors(400, 401, 403, 404),
          409: c.errorSchema.describe(
            'Entrada já registrada, pessoa ainda no condomínio, ou saída já registrada (diz quando)',
          ),
          422: c.errorSchema.describe(
            'Chave repetida com outros dados, momento no futuro ou de mais de 7 dias, ou saída antes da entrada',
          ),
        },
      };
    },
  }),
  quickEntry: defineEndpoint({
    method: 'POST',
    path: `${base}/entradaesaida/automatico`,
    summary: `Entrada rápida de um visitante já cadastrado: o agendamento válido no dia, ou uma chegada de Interfonar${OFFLINE}`,
    contract: async () => {
      const [[c, s], headers] = await Promise.all([load(), offlineHeaders()]);
      return {
        headers,
        query: s.quickEntryQuerySchema,
        response: {
          201: s.entryLoggedSchema,
          ...c.errors(400, 401, 403, 404, 409),
          422: c.errorSchema.describe('Chave repetida com outros dados, ou momento no futuro ou de mais de 7 dias'),
        },
      };
    },
  }),
  report: defineEndpoint({
    method: 'GET',
    path: `${schedules}/logentrada/filtrado`,
    summary:
      'Relatório de entradas e saídas (página de 50): período obrigatório de no máximo 90 dias, sem datas futuras',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return { query: s.reportListQuerySchema, response: { 200: s.reportPageSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  reportFile: defineEndpoint({
    method: 'GET',
    path: `${schedules}/logentrada/relatorio`,
    summary: 'O relatório de entradas e saídas em PDF ou CSV, com os mesmos filtros',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.reportFileQuerySchema,
        response: { 200: c.fileAnswer('O arquivo (application/pdf ou text/csv)'), ...c.errors(400, 401, 403) },
      };
    },
  }),
};

/** Spec 02 §7: blocks and units of the condominium by its reference (the token's condominium only). */
export const condominiumRefEndpoints = {
  blocks: defineEndpoint({
    method: 'GET',
    path: '/condominios/v3/:reference/blocos',
    summary: 'Blocos do condomínio (pela referência), com a quantidade de unidades',
    contract: async () => {
      const [c, s] = await load();
      return { params: s.referenceParamsSchema, response: { 200: s.blockListSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  units: defineEndpoint({
    method: 'GET',
    path: '/condominios/v3/:reference/unidades',
    summary: 'Unidades do condomínio (pela referência), de um bloco quando idBloco é dado',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.referenceParamsSchema,
        query: s.unitListQuerySchema,
        response: { 200: s.unitListSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
};
