import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { OFFLINE_WRITE_SUMMARY as OFFLINE } from '../common/offline-write.ts';
import type { reportQuerySchema } from './correspondence.schemas.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./correspondence.schemas.ts')]);

/** The headers of a write the desk may make offline: origem, Idempotency-Key and momento (decision 128). */
const offlineHeaders = async () => (await import('../common/offline-write.schemas.ts')).offlineHeadersSchema;

/** Spec 02 §7: register, list, release, report, the unit's residents. Photos: correspondence-files.endpoints.ts. */
export const correspondenceEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/correspondencia/entrada',
    summary: `Cadastra uma correspondência da unidade e avisa os moradores${OFFLINE}`,
    contract: async () => {
      const [[c, s], headers] = await Promise.all([load(), offlineHeaders()]);
      return {
        headers,
        body: s.entradaSchema,
        response: {
          201: s.entradaResponseSchema,
          ...c.errors(400, 401, 403, 404, 409),
          422: c.errorSchema.describe('Chave repetida com outros dados, ou momento no futuro ou de mais de 7 dias'),
        },
      };
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/correspondencia',
    summary:
      'Lista correspondências: pendentes da unidade (status=PENDENTE, limit 100) ou histórico paginado (limit 200)',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.correspondenciaQuerySchema,
        response: { 200: s.correspondenciaPageSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  byCode: defineEndpoint({
    method: 'GET',
    path: '/correspondencia/codigo/:codigo',
    summary:
      'Uma correspondência do condomínio do token pelo código (Cód.N): a retirada pelo código, a partir do início',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.parcelCodeParamsSchema,
        response: {
          200: s.correspondenciaSchema,
          ...c.errors(400, 401, 403),
          404: c.errorSchema.describe('Nenhuma correspondência com esse código neste condomínio'),
        },
      };
    },
  }),
  byPickupCode: defineEndpoint({
    method: 'POST',
    path: '/correspondencia/codigo-retirada',
    summary:
      'A correspondência aguardando retirada com esse código de retirada (6 dígitos, enviado só no aviso ao morador): ' +
      'a retirada pelo código, a partir do início. Códigos errados demais travam a busca por alguns minutos (429)',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.pickupCodeLookupSchema,
        response: {
          200: s.correspondenciaSchema,
          ...c.errors(400, 401, 403),
          404: c.errorSchema.describe('Código de retirada incorreto: nenhuma correspondência aguardando com ele aqui'),
          409: c.errorSchema.describe('Código já usado: a correspondência foi retirada (diz quando)'),
          429: c.errorSchema.describe(
            'Códigos errados demais neste posto ou no condomínio: diz quando tentar (Retry-After)',
          ),
        },
      };
    },
  }),
  release: defineEndpoint({
    method: 'POST',
    path: '/correspondencia/retirada',
    summary:
      'Retira uma correspondência (morador da unidade ou pessoa não cadastrada com nome e CPF opcional), com o código ' +
      `de retirada do morador (codigoRetirada) ou com o documento conferido pela portaria (documentoConferido)${OFFLINE}`,
    contract: async () => {
      const [[c, s], headers] = await Promise.all([load(), offlineHeaders()]);
      return {
        headers,
        body: s.retiradaSchema,
        response: {
          200: s.retiradaResponseSchema,
          ...c.errors(400, 401, 403, 404),
          409: c.errorSchema.describe('Já retirada (a retirada feita sem conexão diz por quem e a que horas)'),
          422: c.errorSchema.describe(
            'Código de retirada incorreto (a correspondência continua aguardando), comprovante exigido e ausente ' +
              '(condomínio que exige ou encomenda valiosa), chave repetida com outros dados, ' +
              'ou momento no futuro ou de mais de 7 dias',
          ),
          429: c.errorSchema.describe(
            'Códigos errados demais neste posto ou no condomínio: diz quando tentar (Retry-After)',
          ),
        },
      };
    },
  }),
  releaseMany: defineEndpoint({
    method: 'POST',
    path: '/correspondencia/retirada-multipla',
    summary: `Retira várias correspondências de uma vez, todas ou nenhuma, com o documento conferido (documentoConferido)${OFFLINE}`,
    contract: async () => {
      const [[c, s], headers] = await Promise.all([load(), offlineHeaders()]);
      return {
        headers,
        body: s.retiradaMultiplaSchema,
        response: {
          200: s.retiradaResponseSchema,
          ...c.errors(400, 401, 403, 404),
          409: c.errorSchema.describe(
            'Alguma já retirada (a retirada feita sem conexão diz qual, por quem e a que horas)',
          ),
          422: c.errorSchema.describe(
            'Comprovante exigido e ausente (condomínio que exige ou encomenda valiosa), chave repetida com outros ' +
              'dados, ou momento no futuro ou de mais de 7 dias',
          ),
        },
      };
    },
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/correspondencia/relatorio/:tipo',
    summary: 'Relatório do histórico em PDF ou CSV (sem datas: últimos 90 dias; no máximo 90 dias, sem datas futuras)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.reportParamsSchema,
        query: s.reportQuerySchema,
        response: { 200: c.fileAnswer('O arquivo (application/pdf ou text/csv)'), ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  shelf: defineEndpoint({
    method: 'GET',
    path: '/correspondencia/prateleira',
    summary:
      'A prateleira: as correspondências aguardando retirada no condomínio, da mais antiga à mais nova (página de até 100)',
    contract: async () => {
      const [[c], s] = await Promise.all([load(), import('./shelf.schemas.ts')]);
      return {
        query: s.shelfQuerySchema,
        response: { 200: s.shelfPageSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  shelfReport: defineEndpoint({
    method: 'GET',
    path: '/correspondencia/prateleira/relatorio/:tipo',
    summary: 'A prateleira em PDF ou CSV, com os mesmos filtros, da mais antiga à mais nova',
    contract: async () => {
      const [[c, s], shelf] = await Promise.all([load(), import('./shelf.schemas.ts')]);
      return {
        params: s.reportParamsSchema,
        query: shelf.shelfReportQuerySchema,
        response: { 200: c.fileAnswer('O arquivo (application/pdf ou text/csv)'), ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  appInstalled: defineEndpoint({
    method: 'GET',
    path: '/appinstalado/:unitId',
    summary: 'Algum morador da unidade tem o aplicativo? 200 sim, 204 não',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.appInstaladoParamsSchema,
        response: {
          200: c.z.object({ appInstalado: c.z.literal(true) }),
          204: c.noContent('Nenhum morador tem o aplicativo'),
          ...c.errors(400, 401, 403, 404),
        },
      };
    },
  }),
  unitResidents: defineEndpoint({
    method: 'GET',
    path: '/unidades/:idUnidade/moradores',
    summary: 'Moradores da unidade (com nome, CPF e se têm o aplicativo)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.unitResidentsParamsSchema,
        response: { 200: s.unitResidentsResponseSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  searchResidents: defineEndpoint({
    method: 'GET',
    path: '/correspondencia/moradores',
    summary: 'Busca moradores do condomínio por nome ou CPF (página de 50)',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.residentsSearchQuerySchema,
        response: { 200: s.residentsSearchResponseSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  notices: defineEndpoint({
    method: 'GET',
    path: '/correspondencia/avisos/:id',
    summary: 'O aviso da correspondência a cada morador: na fila, enviado ou com falha (com o erro do provedor)',
    contract: async () => {
      const [[c], n] = await Promise.all([load(), import('../notices/notice.schemas.ts')]);
      return {
        params: n.parcelNoticeParamsSchema,
        response: { 200: n.parcelNoticesSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  pendingNotices: defineEndpoint({
    method: 'GET',
    path: '/correspondencia/avisos',
    summary: 'Situação dos avisos das correspondências pendentes da unidade (a lista de pendentes marca as falhas)',
    contract: async () => {
      const [[c], n] = await Promise.all([load(), import('../notices/notice.schemas.ts')]);
      return {
        query: n.pendingNoticesQuerySchema,
        response: { 200: n.pendingNoticesSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  resendNotice: defineEndpoint({
    method: 'POST',
    path: '/correspondencia/avisos/:id/reenviar',
    summary: 'Reenviar aviso: os avisos com falha da correspondência voltam para a fila, com novas tentativas',
    contract: async () => {
      const [[c], n] = await Promise.all([load(), import('../notices/notice.schemas.ts')]);
      return {
        params: n.parcelNoticeParamsSchema,
        response: { 202: n.parcelNoticesSchema, ...c.errors(400, 401, 403, 404, 409) },
      };
    },
  }),
};

/**
 * The filters of the history, its report and the pending list: the shared report query as the server reads it
 * after validation (a unit, a block, a status, a period of YYYY-MM-DD days), without the ignored `condominio`.
 */
export type CorrespondenciaFilters = Omit<z.output<typeof reportQuerySchema>, 'condominio'>;
