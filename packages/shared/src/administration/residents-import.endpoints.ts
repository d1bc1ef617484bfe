import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./residents-import.schemas.ts')]);
const base = '/administracao/moradores/importacao';

/**
 * The residents import of the administration console (issue 31 item 4, decision 117), always into the token's
 * condominium. The three POSTs take the file's bytes as the body (application/octet-stream, up to 5 MB): the preview
 * and the refused rows read it and change nothing; the confirmation reads and checks it again and applies it.
 */
export const residentsImportEndpoints = {
  template: defineEndpoint({
    method: 'GET',
    path: `${base}/modelo`,
    summary: 'O modelo da importação de moradores, em .xlsx (com as listas de perfil e acesso) ou .csv',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.importTemplateQuerySchema,
        response: { 200: c.fileAnswer('O modelo (.xlsx ou text/csv)'), ...c.errors(400, 401, 403) },
      };
    },
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: `${base}/previa`,
    summary: 'Lê o arquivo e diz, sem mudar nada, quantas linhas criam, atualizam, ficam iguais ou são recusadas',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.importFileBodySchema,
        response: { 200: s.importPreviewSchema, ...c.errors(400, 401, 403, 413, 415, 422) },
      };
    },
  }),
  refused: defineEndpoint({
    method: 'POST',
    path: `${base}/recusadas`,
    summary:
      'As linhas recusadas do arquivo em CSV (as colunas do modelo e o motivo), para corrigir e importar de novo',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.importFileBodySchema,
        response: { 200: c.fileAnswer('As linhas recusadas (text/csv)'), ...c.errors(400, 401, 403, 413, 415, 422) },
      };
    },
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: `${base}/aplicar`,
    summary: 'Confere o arquivo de novo e aplica as linhas válidas numa só transação, com uma entrada de auditoria',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.importApplyQuerySchema,
        body: s.importFileBodySchema,
        response: { 200: s.importApplySchema, ...c.errors(400, 401, 403, 409, 413, 415, 422) },
      };
    },
  }),
};
