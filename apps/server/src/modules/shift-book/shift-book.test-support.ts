import type { FastifyInstance } from 'fastify';
import { areaClient } from '../../test/fixture.ts';

export const BOOK = '/portaria/livro';
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The presigned url for an entry's attachment, then its PUT: answers the PUT's status and the hash. */
export const uploadAttachment = async (app: FastifyInstance, token: string, body = PDF_BYTES) => {
  const presigned = await areaClient(app, token).get(`${BOOK}/anexo/presigned-url/put`, {
    contentType: 'application/pdf',
  });
  const { url, fileName } = presigned.json() as { url: string; fileName: string };
  const put = await app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': 'application/pdf' } });
  return { status: put.statusCode, hash: fileName };
};
