import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, documentoLinks as l, documentos, unidades, usuarios } from '../../db/schema/index.ts';
import { paginate } from '../../platform/lists/paginate.ts';
import { epochMs, isoTime, jsonObject, jsonText, named, namedRows } from '../../platform/lists/json-rows.ts';
import { TIPO_DOCUMENTO_LABELS } from '@portaria/shared/documents/documents.constants';
import { preparedOnce } from '../../platform/lists/prepared.ts';

/** A page's row: the link's answer written by the database, and what the JS rules read (its state, its mark). */
export type SentLinkJsonRow = {
  id: number | string;
  json: string;
  expiraMs: number;
  revogado: boolean;
  totalRows: number | string;
};

const p = (name: string) => sql.placeholder(name);
const inPeriod = and(eq(l.idCondo, p('idCondo')), gte(l.createdAt, sql`${p('since')}::timestamptz`));

/** The document's name as the list shows it: the type's label (the shared constant, written into the SQL) or its own. */
const documentName = sql`coalesce(case ${documentos.tipo} ${sql.join(
  Object.entries(TIPO_DOCUMENTO_LABELS).map(([tipo, label]) => sql`when ${tipo} then ${label}`),
  sql` `,
)} end, ${documentos.nome})`;

/**
 * A link's answer (`sentLinkSchema`, its keys in order) up to `revogadoEm`, written by the database (decision 136);
 * `status` (on the request's clock) and `aviso` (the notices' rule) are decided in JS and appended (`withKey`).
 */
const linkJson = jsonText({
  id: l.id,
  tipoDocumento: documentos.tipo,
  nomeDocumento: documentName,
  email: l.email,
  unidade: jsonObject({ idUnidade: unidades.idUnidade, nome: unidades.nome, nmBloco: blocos.nome }),
  enviadoPor: usuarios.nome,
  enviadoEm: isoTime(l.createdAt),
  expiraEm: isoTime(l.expiraEm),
  revogadoEm: isoTime(l.revogadoEm),
});

/**
 * The page's ids first (the (condominium, created) index walked backwards to the page's end, one array), then only
 * those links joined to their document, unit, block and sender, with the period's total counted on the same index in
 * the same statement. Joined and counted with a window (`count(*) over ()`), every link of the period (~860 in a week
 * of the large condominium) was joined and sorted for each page: 5.8 ms, against ~1 ms. Prepared once (decision 134):
 * its generic plan reads the array by key. Each link comes written as its answer's JSON (decision 136): mapped and
 * serialized in JS, a page of 20 cost the server 1.2 ms of CPU.
 */
const preparePage = (db: Database) =>
  db
    .select(
      named({
        id: l.id,
        json: linkJson,
        expiraMs: epochMs(l.expiraEm),
        revogado: sql<boolean>`${l.revogadoEm} is not null`,
        totalRows: sql<number>`(${db.select({ n: count() }).from(l).where(inPeriod)})`,
      }),
    )
    .from(l)
    .innerJoin(documentos, and(eq(documentos.id, l.idDocumento), eq(documentos.idCondo, l.idCondo)))
    .innerJoin(unidades, eq(unidades.idUnidade, l.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(usuarios, eq(usuarios.id, l.createdBy))
    .where(
      sql`${l.id} = any((select array(${db
        .select({ id: l.id })
        .from(l)
        .where(inPeriod)
        .orderBy(desc(l.createdAt), desc(l.id))
        .limit(p('limit'))
        .offset(p('offset'))}))::bigint[])`,
    )
    .orderBy(desc(l.createdAt), desc(l.id))
    .prepare('documentos_links_pagina');

/** The condominium's links sent since `since`, newest first, one page with its total. */
export const listSentLinks = (db: Database, idCondo: number, since: Date, page: { page: number; limit: number }) =>
  paginate(
    page,
    async ({ limit, offset }) =>
      (
        await namedRows<SentLinkJsonRow>(
          preparedOnce(db, 'documentos:links:pagina', () => preparePage(db)),
          {
            idCondo,
            since: since.toISOString(),
            limit,
            offset,
          },
        )
      ).map((row) => ({ ...row, totalRows: Number(row.totalRows) })),
    (rows) => rows,
  );

/** The link of this condominium still able to open (not revoked, not expired), for its revocation. */
export const findOpenLink = async (db: Database, idCondo: number, id: number, at: Date) => {
  const [row] = await db
    .select({
      id: l.id,
      idUnidade: l.idUnidade,
      tipo: documentos.tipo,
      email: l.email,
      expiraEm: l.expiraEm,
      revogadoEm: l.revogadoEm,
    })
    .from(l)
    .innerJoin(documentos, eq(documentos.id, l.idDocumento))
    .where(and(eq(l.id, id), eq(l.idCondo, idCondo)));
  return row && !row.revogadoEm && row.expiraEm.getTime() > at.getTime() ? row : null;
};
