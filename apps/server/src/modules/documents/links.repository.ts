import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, documentoLinks as l, documentos, unidades, usuarios } from '../../db/schema/index.ts';
import { paginate, totalRowsColumn } from '../../platform/lists/paginate.ts';

export type SentLinkRow = {
  id: number;
  tipo: string;
  nome: string;
  email: string;
  idUnidade: number;
  nmUnidade: string;
  nmBloco: string;
  enviadoPor: string | null;
  createdAt: Date;
  expiraEm: Date;
  revogadoEm: Date | null;
};

/** The condominium's links sent since `since`, newest first, one page with its total. */
export const listSentLinks = (db: Database, idCondo: number, since: Date, page: { page: number; limit: number }) =>
  paginate(
    page,
    ({ limit, offset }) =>
      db
        .select({
          id: l.id,
          tipo: documentos.tipo,
          nome: documentos.nome,
          email: l.email,
          idUnidade: unidades.idUnidade,
          nmUnidade: unidades.nome,
          nmBloco: blocos.nome,
          enviadoPor: usuarios.nome,
          createdAt: l.createdAt,
          expiraEm: l.expiraEm,
          revogadoEm: l.revogadoEm,
          totalRows: totalRowsColumn(),
        })
        .from(l)
        .innerJoin(documentos, and(eq(documentos.id, l.idDocumento), eq(documentos.idCondo, l.idCondo)))
        .innerJoin(unidades, eq(unidades.idUnidade, l.idUnidade))
        .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
        .leftJoin(usuarios, eq(usuarios.id, l.createdBy))
        .where(and(eq(l.idCondo, idCondo), gte(l.createdAt, since)))
        .orderBy(desc(l.createdAt), desc(l.id))
        .limit(limit)
        .offset(offset),
    (rows): SentLinkRow[] => rows,
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
