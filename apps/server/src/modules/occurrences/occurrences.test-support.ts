import { occurrencesPageSchema, type OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import { pageMeta, type Page } from '@portaria/shared/common/page';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { periodOf } from './occurrences.service.ts';
import { listOccurrencePage, occurrenceWhere } from './occurrences.repository.ts';
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

/** A summary page's bytes as the route wrote them before decision 136 (the serializer compiled from the schema). */
export const serializeSummaryPage = fastSerializerCompiler({ schema: occurrencesPageSchema }) as (
  page: Page<OccurrenceSummary>,
) => string;

export type SummaryQuery = {
  conteudo?: string;
  unidade?: number;
  encerrado?: 'S' | 'N';
  publica?: 'S' | 'N';
  page?: number;
  limit?: number;
};

/**
 * The JS path's page of condominium 1001's default period, the oracle of the pages the database writes: the filter
 * as `occurrenceWhere` builds it (LIKE on the folded text, no signature), `toSummary` of the rows, the window's count.
 */
export const jsSummaryPage = async (db: Database, q: SummaryQuery, now: Date): Promise<Page<OccurrenceSummary>> => {
  const { start, end } = periodOf({}, now);
  const { unidade: idUnidade, encerrado, publica, conteudo } = q;
  const { where } = await occurrenceWhere(db, { idCondo: 1001, start, end, idUnidade, encerrado, publica, conteudo });
  const page = q.page ?? 1;
  const limit = q.limit ?? 50;
  const { items, total } = await listOccurrencePage(db, where, { limit, offset: (page - 1) * limit });
  return { data: items, meta: pageMeta(page, limit, total ?? 0) };
};
