import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { arquivos } from '../../db/schema/index.ts';

export type FileRow = typeof arquivos.$inferSelect;

export const createFileRow = async (
  db: Database,
  row: {
    hash: string;
    area: string;
    idCondo: number;
    idUsuario: number;
    driver: string;
    uploadExpiraEm: Date;
    createdAt: Date;
  },
) => {
  await db.insert(arquivos).values(row);
};

/** By hash only: the signed upload url identifies the file, not the (absent) bearer. */
export const findFileByHash = async (db: Database, hash: string): Promise<FileRow | null> => {
  const [row] = await db.select().from(arquivos).where(eq(arquivos.hash, hash));
  return row ?? null;
};

/** A file of this condominium only: another condominium's hash is as unknown as a missing one. */
export const findCondoFile = async (db: Database, idCondo: number, hash: string): Promise<FileRow | null> => {
  const [row] = await db
    .select()
    .from(arquivos)
    .where(and(eq(arquivos.hash, hash), eq(arquivos.idCondo, idCondo)));
  return row ?? null;
};

// Writes name the file's condominium too (issue 10 §2: every write is tenant-filtered), and answer the rows changed.
export const markStored = async (
  db: Database,
  idCondo: number,
  hash: string,
  contentType: string,
  tamanho: number,
): Promise<number> => {
  const rows = await db
    .update(arquivos)
    .set({ status: 'ARMAZENADO', contentType, tamanho })
    .where(and(eq(arquivos.hash, hash), eq(arquivos.idCondo, idCondo)))
    .returning({ hash: arquivos.hash });
  return rows.length;
};

/**
 * Takes the upload of a file for this request: only one PUT of a signed link may write its bytes (the first one
 * wins; a second one at the same time gets 409). False when another upload holds it or it is already stored.
 */
export const claimUpload = async (db: Database, idCondo: number, hash: string): Promise<boolean> => {
  const rows = await db
    .update(arquivos)
    .set({ status: 'RECEBENDO' })
    .where(and(eq(arquivos.hash, hash), eq(arquivos.idCondo, idCondo), eq(arquivos.status, 'AGUARDANDO')))
    .returning({ hash: arquivos.hash });
  return rows.length > 0;
};

/** A refused upload (too large, wrong type, broken connection) frees the link for another try. */
export const releaseUpload = async (db: Database, idCondo: number, hash: string): Promise<number> => {
  const rows = await db
    .update(arquivos)
    .set({ status: 'AGUARDANDO' })
    .where(and(eq(arquivos.hash, hash), eq(arquivos.idCondo, idCondo), eq(arquivos.status, 'RECEBENDO')))
    .returning({ hash: arquivos.hash });
  return rows.length;
};
