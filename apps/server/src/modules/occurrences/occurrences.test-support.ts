import type { FastifyInstance } from 'fastify';
import { areaClient } from '../../test/fixture.ts';

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export const putFile = (app: FastifyInstance, url: string, body: Buffer, contentType = 'application/pdf') =>
  app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

export const occurrence = (idUnidade: number, extra: Record<string, unknown> = {}) => ({
  idUnidade,
  tipoOcorrencia: 'RECLAMACAO',
  publica: true,
  tipoUsuario: 'MORADOR',
  conteudo: 'Barulho excessivo na área da piscina depois das 22h.',
  email: 'morador@exemplo.com.br',
  hashAnexo: null,
  dataOcorrencia: '2024-10-01T09:00:00',
  ...extra,
});

/** An occurrence row written straight to the table (condominium 1001 unless told), at an instant given in ISO. */
export const occurrenceRow = (idUnidade: number, iso: string, conteudo: string, idCondo = 1001) => ({
  idCondo,
  idUnidade,
  tipoOcorrencia: 'OUTROS',
  tipoUsuario: 'MORADOR',
  conteudo,
  email: 'periodo@exemplo.com.br',
  dataOcorrencia: new Date(iso),
});

/** The presigned url for an attachment, then its PUT: answers the PUT and the hash. */
export const uploadAttachment = async (
  app: FastifyInstance,
  token: string,
  body: Buffer,
  contentType = 'application/pdf',
) => {
  const presigned = await areaClient(app, token).get('/ocorrencias/anexo/presigned-url/put', { contentType });
  const { url, fileName } = presigned.json() as { url: string; fileName: string };
  return { put: await putFile(app, url, body, contentType), hash: fileName };
};
