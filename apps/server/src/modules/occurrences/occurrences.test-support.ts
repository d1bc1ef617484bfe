import { occurrencesPageSchema, type OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import { pageMeta, type Page } from '@portaria/shared/common/page';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { periodOf } from './occurrences.service.ts';
import { blocos, ocorrencias as o, unidades } from '../../db/schema/index.ts';
import { escapeLike, searchWords } from '../../platform/lists/search.ts';
import { unitsNamedByWords } from './occurrence-units.repository.ts';
import { summaryColumns, toSummary, type OccurrenceFilter } from './occurrences.repository.ts';
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

// The JS path the database pages replaced (occurrences-page.repository.ts, occurrences-search.repository.ts): kept as
// the oracle their byte-for-byte tests compare with.

/**
 * Each word of the search (3+ characters, accents and case ignored) must appear in the message or the type's
 * label (the folded `busca` column), or name the unit or its block ("reclamacao barulho", "bloco a 101"): the
 * condominium's units whose names hold the word are found first (a few hundred rows), so the occurrences are
 * read alone, without a join or any folding per row, and a word that names no unit adds nothing to their filter
 * (a subquery of the same statement cost a hash probe on each of the period's ~22,000 rows: +2 ms, issue 30).
 */
const searchCondition = async (db: Database, idCondo: number, text: string | undefined): Promise<SQL | undefined> => {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  // Every word's units in one round trip (a word has no space, so it cannot straddle "block unit"; units-naming.ts).
  const named = await unitsNamedByWords(db, idCondo, words);
  const conditions = words.map((w, i) => {
    const inText = sql`${o.busca} like ${`%${escapeLike(w)}%`}`;
    const units = named[i]!;
    return units.length ? or(inText, inArray(o.idUnidade, units))! : inText;
  });
  return and(...conditions);
};

/** The filter as the WHERE of the occurrences table alone (the period on the (id_condo, data_ocorrencia, id) index). */
export const occurrenceWhere = async (
  db: Database,
  f: OccurrenceFilter,
): Promise<{ where: SQL; searching: boolean }> => {
  const parts: (SQL | undefined)[] = [
    eq(o.idCondo, f.idCondo),
    gte(o.dataOcorrencia, f.start),
    lt(o.dataOcorrencia, f.end),
  ];
  if (f.idUnidade) parts.push(eq(o.idUnidade, f.idUnidade));
  if (f.encerrado) parts.push(eq(o.flEncerrado, f.encerrado));
  if (f.publica) parts.push(eq(o.publica, f.publica));
  const search = await searchCondition(db, f.idCondo, f.conteudo);
  parts.push(search);
  return { where: and(...parts)!, searching: search !== undefined };
};

/**
 * One window of a word search, newest first, in one statement: the window's ids (the index walked backwards, stopping
 * at the LIMIT), then the details and first attachment of those 50 rows only, and the matches counted there too:
 * they are few and spread over the period, so the window walks nearly the whole period anyway, and a count apart
 * walked it a second time (~4 ms each for 22,000 rows of 90 days, issue 30). A page without words is
 * `occurrencePageJson` (occurrences-page.repository.ts): written as JSON by the database, prepared once.
 */
export const listOccurrencePage = async (
  db: Database,
  where: SQL,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: OccurrenceSummary[]; total: number | null }> => {
  const hits = db.$with('hits').as(
    db
      .select({
        id: sql<number>`${o.id}`.as('hit_id'),
        total: sql<number | null>`count(*) over ()`.as('total'),
      })
      .from(o)
      .where(where)
      .orderBy(desc(o.dataOcorrencia), desc(o.id))
      .limit(limit)
      .offset(offset),
  );
  const rows = await db
    .with(hits)
    .select({ ...summaryColumns, total: hits.total })
    .from(hits)
    .innerJoin(o, eq(o.id, hits.id))
    .innerJoin(unidades, eq(unidades.idUnidade, o.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .orderBy(desc(o.dataOcorrencia), desc(o.id));
  const first = rows[0]?.total;
  return { items: rows.map(toSummary), total: first == null ? null : Number(first) };
};
