import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { arquivos } from '../../db/schema/index.ts';

export type FileRow = typeof arquivos.$inferSelect;

export const createFileRow = async (
  db: Database,
  row: { hash: string; idCondo: number; idUsuario: number; driver: string; uploadExpiraEm: Date; createdAt: Date },
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

export const markStored = async (db: Database, hash: string, contentType: string, tamanho: number) => {
  await db.update(arquivos).set({ status: 'ARMAZENADO', contentType, tamanho }).where(eq(arquivos.hash, hash));
};
