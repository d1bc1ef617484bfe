import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { TipoDocumento } from '@portaria/shared/documents/documents.constants';
import type { Database } from '../../db/client.ts';
import { arquivos, documentoLinks, documentos, pessoas } from '../../db/schema/index.ts';

const documentColumns = {
  id: documentos.id,
  idCondo: documentos.idCondo,
  tipo: documentos.tipo,
  nome: documentos.nome,
  hashArquivo: documentos.hashArquivo,
  updatedAt: documentos.updatedAt,
};
export type DocumentRow = {
  id: number;
  idCondo: number;
  tipo: string;
  nome: string;
  hashArquivo: string;
  updatedAt: Date;
};

export const listDocuments = (db: Database, idCondo: number): Promise<DocumentRow[]> =>
  db.select(documentColumns).from(documentos).where(eq(documentos.idCondo, idCondo)).orderBy(documentos.tipo);

export const findDocument = async (db: Database, idCondo: number, id: number): Promise<DocumentRow | null> => {
  const [row] = await db
    .select(documentColumns)
    .from(documentos)
    .where(and(eq(documentos.id, id), eq(documentos.idCondo, idCondo)));
  return row ?? null;
};

export const findDocumentByType = async (
  db: Database,
  idCondo: number,
  tipo: TipoDocumento,
): Promise<DocumentRow | null> => {
  const [row] = await db
    .select(documentColumns)
    .from(documentos)
    .where(and(eq(documentos.tipo, tipo), eq(documentos.idCondo, idCondo)));
  return row ?? null;
};

/** Points the condominium's document of that type at a new file (creates the row the first time). */
export const upsertDocument = async (
  db: Database,
  v: { idCondo: number; tipo: TipoDocumento; nome: string; hashArquivo: string; by: number; at: Date },
) => {
  const [row] = await db
    .insert(documentos)
    .values({
      idCondo: v.idCondo,
      tipo: v.tipo,
      nome: v.nome,
      hashArquivo: v.hashArquivo,
      updatedBy: v.by,
      updatedAt: v.at,
    })
    .onConflictDoUpdate({
      target: [documentos.idCondo, documentos.tipo],
      set: { nome: v.nome, hashArquivo: v.hashArquivo, updatedBy: v.by, updatedAt: v.at },
    })
    .returning(documentColumns);
  return row!;
};

/** A resident of the unit (of the condominium through the unit, checked by the caller). */
export const findResidentOfUnit = async (db: Database, idUnidade: number, idMorador: number) => {
  const [row] = await db
    .select({ idMorador: pessoas.id, nome: pessoas.nome, email: pessoas.email })
    .from(pessoas)
    .where(and(eq(pessoas.id, idMorador), eq(pessoas.idUnidade, idUnidade)));
  return row ?? null;
};

export const countRecentLinks = async (
  db: Database,
  idCondo: number,
  idUnidade: number,
  since: Date,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(documentoLinks)
    .where(
      and(
        eq(documentoLinks.idCondo, idCondo),
        eq(documentoLinks.idUnidade, idUnidade),
        gte(documentoLinks.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
};

export const insertLink = async (
  db: Database,
  v: {
    tokenHash: string;
    idDocumento: number;
    idCondo: number;
    idUnidade: number;
    idMorador: number | null;
    email: string;
    expiraEm: Date;
    by: number;
    at: Date;
  },
) => {
  const [row] = await db
    .insert(documentoLinks)
    .values({
      tokenHash: v.tokenHash,
      idDocumento: v.idDocumento,
      idCondo: v.idCondo,
      idUnidade: v.idUnidade,
      idMorador: v.idMorador,
      email: v.email,
      expiraEm: v.expiraEm,
      createdBy: v.by,
      createdAt: v.at,
    })
    .returning({ id: documentoLinks.id });
  return row!.id;
};

export const revokeLink = async (db: Database, idCondo: number, id: number, at: Date): Promise<number> => {
  const rows = await db
    .update(documentoLinks)
    .set({ revogadoEm: at })
    .where(and(eq(documentoLinks.id, id), eq(documentoLinks.idCondo, idCondo), isNull(documentoLinks.revogadoEm)))
    .returning({ id: documentoLinks.id });
  return rows.length;
};

/** The link by its token's hash, with the document it opens, only while valid (not expired, not revoked). */
export const findValidLink = async (db: Database, tokenHash: string, at: Date) => {
  const [row] = await db
    .select({
      idLink: documentoLinks.id,
      ...documentColumns,
      expiraEm: documentoLinks.expiraEm,
      revogadoEm: documentoLinks.revogadoEm,
    })
    .from(documentoLinks)
    .innerJoin(
      documentos,
      and(eq(documentos.id, documentoLinks.idDocumento), eq(documentos.idCondo, documentoLinks.idCondo)),
    )
    .where(eq(documentoLinks.tokenHash, tokenHash));
  if (!row || row.revogadoEm || row.expiraEm.getTime() <= at.getTime()) return null;
  return row;
};

/** The file of a document: its stored type and status (DEMO until the generated demo PDF is first written). */
export const findDocumentFile = async (db: Database, idCondo: number, hash: string) => {
  const [row] = await db
    .select({ hash: arquivos.hash, status: arquivos.status, contentType: arquivos.contentType })
    .from(arquivos)
    .where(and(eq(arquivos.hash, hash), eq(arquivos.idCondo, idCondo)));
  return row ?? null;
};
