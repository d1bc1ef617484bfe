import { defineEndpoint } from '../common/endpoint.ts';

const load = () =>
  Promise.all([
    import('../common/endpoint-schemas.ts'),
    import('./document.schemas.ts'),
    import('../common/unit-contacts.ts'),
  ]);

/** Spec 02 §7 "Documents" (decision 077). */
export const documentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/documentos/condominio/:idCondo/tipo/:tipo',
    summary: 'Documentos do condomínio do token (Estatuto/Convenção e Regulamento Interno)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.documentsParamsSchema,
        query: s.documentsQuerySchema,
        response: { 200: s.documentsResponseSchema, ...c.errors(400, 401, 403) },
      };
    },
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/documentos/tipo/:tipo/:id/download',
    summary: 'O PDF de um documento do condomínio do token, para o visualizador',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.downloadParamsSchema,
        response: { 200: c.fileAnswer('O PDF (application/pdf)'), ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  unitResidents: defineEndpoint({
    method: 'GET',
    path: '/documentos/unidades/:idUnidade/moradores',
    summary: 'Moradores da unidade (nome e e-mail) para o envio de documento',
    contract: async () => {
      const [c, , u] = await load();
      return {
        params: u.unitContactsParamsSchema,
        response: { 200: u.unitContactsSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  sendMail: defineEndpoint({
    method: 'POST',
    path: '/sendmail',
    summary: 'Envia ao morador (ou a um novo e-mail) um link do documento válido por 7 dias; limitado por unidade',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.sendMailQuerySchema,
        body: s.sendMailSchema,
        response: { 200: s.sendMailResponseSchema, ...c.errors(400, 401, 403, 404, 429, 502) },
      };
    },
  }),
  publicLink: defineEndpoint({
    method: 'GET',
    path: '/documentos/link/:token',
    summary: 'O PDF aberto pelo link enviado por e-mail, sem login, até expirar (7 dias) ou ser revogado',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.linkParamsSchema,
        response: { 200: c.fileAnswer('O PDF (application/pdf)'), ...c.errors(404, 429) },
      };
    },
  }),
};

/** The syndic's 'Documentos do condomínio' screen: upload or replace each PDF. */
export const documentAdminEndpoints = {
  presignedUrl: defineEndpoint({
    method: 'GET',
    path: '/documentos/arquivo/presigned-url/put',
    summary: 'Url assinada (15 min) para enviar o PDF de um documento com PUT (até 10MB)',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.documentUploadQuerySchema,
        response: { 200: s.presignedAnswerSchema, ...c.errors(401, 403, 415) },
      };
    },
  }),
  replace: defineEndpoint({
    method: 'PUT',
    path: '/documentos/:tipoDocumento',
    summary: 'Envia ou substitui o PDF do Estatuto/Convenção ou do Regulamento Interno do condomínio do token',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.replaceParamsSchema,
        body: s.replaceBodySchema,
        response: { 200: s.documentSchema, ...c.errors(400, 401, 403) },
      };
    },
  }),
  links: defineEndpoint({
    method: 'GET',
    path: '/documentos/links',
    summary:
      'Links de documentos enviados por e-mail nos últimos 7 dias (ativos, expirados e revogados), mais novos primeiro',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return { query: s.linksQuerySchema, response: { 200: s.sentLinksPageSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  revokeLink: defineEndpoint({
    method: 'DELETE',
    path: '/documentos/links/:id',
    summary: 'Revoga um link enviado: ele deixa de abrir o documento na hora',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.linkIdParamsSchema,
        response: { 204: c.noContent('Link revogado'), ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
};
