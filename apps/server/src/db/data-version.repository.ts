import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { condominios } from './schema/index.ts';

/**
 * Marks the condominium's lists as changed. Call it INSIDE the transaction of the write: the new version becomes
 * visible exactly when the data does, so a request that reads the new version (with its token) also reads the new
 * rows, on any server process. Every write that changes what a cached list shows must call it.
 */
export const bumpDataVersion = async (tx: Database, idCondo: number): Promise<void> => {
  await tx
    .update(condominios)
    .set({ versaoDados: sql`${condominios.versaoDados} + 1` })
    .where(eq(condominios.idCondo, idCondo));
};
