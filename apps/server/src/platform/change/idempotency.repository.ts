import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chavesIdempotencia } from '../../db/schema/index.ts';

export type StoredAnswer = { hashRequisicao: string; statusCode: number | null; resposta: unknown };

/** Stable hash of the normalised request: same key with another body is told apart from a replay. */
export const requestHash = (route: string, body: unknown): string =>
  createHash('sha256').update(route).update('\n').update(JSON.stringify(body)).digest('hex');

/**
 * Claims (idCondo, key) inside the caller's transaction. true: this request owns the key and must do the work.
 * false: another request holds it. On PostgreSQL a concurrent claim waits on the unique key until the
 * owner commits (then sees its answer) or rolls back (then claims it itself): no in-memory lock needed.
 */
export const claimKey = async (
  tx: Database,
  entry: { idCondo: number; chave: string; rota: string; hashRequisicao: string; idUsuario: number; at: Date },
): Promise<boolean> => {
  const inserted = await tx
    .insert(chavesIdempotencia)
    .values({ ...entry, createdAt: entry.at })
    .onConflictDoNothing()
    .returning({ chave: chavesIdempotencia.chave });
  return inserted.length === 1;
};

export const readKey = async (db: Database, idCondo: number, chave: string): Promise<StoredAnswer | null> => {
  const [row] = await db
    .select({
      hashRequisicao: chavesIdempotencia.hashRequisicao,
      statusCode: chavesIdempotencia.statusCode,
      resposta: chavesIdempotencia.resposta,
    })
    .from(chavesIdempotencia)
    .where(and(eq(chavesIdempotencia.idCondo, idCondo), eq(chavesIdempotencia.chave, chave)));
  return row ?? null;
};

export const storeAnswer = async (
  tx: Database,
  idCondo: number,
  chave: string,
  statusCode: number,
  resposta: unknown,
) => {
  await tx
    .update(chavesIdempotencia)
    .set({ statusCode, resposta })
    .where(and(eq(chavesIdempotencia.idCondo, idCondo), eq(chavesIdempotencia.chave, chave)));
};
