import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import type { TipoOcorrencia } from '@portaria/shared/occurrences/occurrences.constants';
import type { Database } from '../../db/client.ts';
import {
  blocos,
  ocorrenciaConteudos,
  ocorrencias,
  roles,
  unidades,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index.ts';
import { escapeLike, searchWords } from '../../platform/lists/search.ts';
import { unitsNamedByWords } from './occurrence-units.repository.ts';

const o = ocorrencias;

export type NewOccurrence = {
  idCondo: number;
  idUnidade: number;
  tipoOcorrencia: TipoOcorrencia;
  conteudo: string;
  email: string;
  hashAnexo: string | null;
  createdBy: number;
  at: Date;
};

/** The occurrence and its first content (the resident's message, with the attachment), in the caller's transaction. */
export const insertOccurrence = async (db: Database, v: NewOccurrence): Promise<{ id: number; idConteudo: number }> => {
  const [row] = await db
    .insert(o)
    .values({
      idCondo: v.idCondo,
      idUnidade: v.idUnidade,
      tipoOcorrencia: v.tipoOcorrencia,
      publica: 'S',
      tipoUsuario: 'MORADOR',
      conteudo: v.conteudo,
      email: v.email,
      dataOcorrencia: v.at,
      createdBy: v.createdBy,
      createdAt: v.at,
    })
    .returning({ id: o.id });
  const [content] = await db
    .insert(ocorrenciaConteudos)
    .values({
      idOcorrencia: row!.id,
      idCondo: v.idCondo,
      conteudo: v.conteudo,
      hashAnexo: v.hashAnexo,
      autor: 'MORADOR',
      createdAt: v.at,
    })
    .returning({ id: ocorrenciaConteudos.id });
  return { id: row!.id, idConteudo: content!.id };
};

export type OccurrenceFilter = {
  idCondo: number;
  idUnidade?: number | undefined;
  start: Date;
  end: Date;
  conteudo?: string | undefined;
  encerrado?: 'S' | 'N' | undefined;
  publica?: 'S' | 'N' | undefined;
};

export const firstAttachment = sql<string | null>`(select ${ocorrenciaConteudos.hashAnexo} from ${ocorrenciaConteudos}
  where ${ocorrenciaConteudos.idOcorrencia} = ${o.id} and ${ocorrenciaConteudos.hashAnexo} is not null
  order by ${ocorrenciaConteudos.id} limit 1)`;

export const summaryColumns = {
  idOcorrencia: o.id,
  dataOcorrencia: o.dataOcorrencia,
  tipoOcorrencia: o.tipoOcorrencia,
  flEncerrado: o.flEncerrado,
  conteudo: o.conteudo,
  email: o.email,
  idUnidade: unidades.idUnidade,
  nmUnidade: unidades.nome,
  nmBloco: blocos.nome,
  hashAnexo: firstAttachment,
};

type SummaryRow = {
  idOcorrencia: number;
  dataOcorrencia: Date;
  tipoOcorrencia: string;
  flEncerrado: string;
  conteudo: string;
  email: string;
  idUnidade: number;
  nmUnidade: string;
  nmBloco: string;
  hashAnexo: string | null;
};

export const toSummary = (r: SummaryRow): OccurrenceSummary => ({
  idOcorrencia: r.idOcorrencia,
  dataOcorrencia: r.dataOcorrencia.toISOString(),
  tipoOcorrencia: r.tipoOcorrencia as TipoOcorrencia,
  unidade: { idUnidade: r.idUnidade, nome: r.nmUnidade, nmBloco: r.nmBloco },
  flEncerrado: r.flEncerrado === 'S' ? 'S' : 'N',
  conteudo: r.conteudo,
  email: r.email,
  hashAnexo: r.hashAnexo,
});

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

export const countOccurrences = async (db: Database, where: SQL): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(o)
    .where(where);
  return row?.n ?? 0;
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

/** The occurrence only if it is of this condominium. */
export const findOccurrence = async (db: Database, idCondo: number, id: number) => {
  const [row] = await db
    .select(summaryColumns)
    .from(o)
    .innerJoin(unidades, eq(unidades.idUnidade, o.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(o.id, id), eq(o.idCondo, idCondo)));
  return row ?? null;
};

export const listContents = (db: Database, idCondo: number, idOcorrencia: number) =>
  db
    .select({
      id: ocorrenciaConteudos.id,
      conteudo: ocorrenciaConteudos.conteudo,
      anexo: ocorrenciaConteudos.hashAnexo,
      autor: ocorrenciaConteudos.autor,
      createdAt: ocorrenciaConteudos.createdAt,
    })
    .from(ocorrenciaConteudos)
    .where(and(eq(ocorrenciaConteudos.idOcorrencia, idOcorrencia), eq(ocorrenciaConteudos.idCondo, idCondo)))
    .orderBy(asc(ocorrenciaConteudos.id));

/** A content of this condominium holding exactly this attachment (another condominium's is not found). */
export const findContentAttachment = async (db: Database, idCondo: number, contentId: number, hash: string) => {
  const [row] = await db
    .select({ hash: ocorrenciaConteudos.hashAnexo })
    .from(ocorrenciaConteudos)
    .where(
      and(
        eq(ocorrenciaConteudos.id, contentId),
        eq(ocorrenciaConteudos.idCondo, idCondo),
        eq(ocorrenciaConteudos.hashAnexo, hash),
      ),
    );
  return row?.hash ?? null;
};

/** E-mails of the condominium's syndics (role SINDICO), who receive each new occurrence. */
export const findSyndicEmails = async (db: Database, idCondo: number): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ email: usuarios.email })
    .from(usuarios)
    .innerJoin(usuarioRoles, eq(usuarioRoles.idUsuario, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .where(and(eq(roles.idCondo, idCondo), eq(roles.nome, 'SINDICO'), isNotNull(usuarios.email)));
  return rows.map((r) => r.email!).filter(Boolean);
};
