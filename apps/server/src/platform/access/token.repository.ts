import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, tokens } from '../../db/schema/index.ts';

/** What a token check reads: the token and its session (shared with the prepared context lookup). */
export const tokenSessionColumns = {
  kind: tokens.kind,
  idCondo: tokens.idCondo,
  validFrom: tokens.validFrom,
  validUntil: tokens.validUntil,
  revokedAt: tokens.revokedAt,
  sessionId: sessions.id,
  userId: sessions.idUsuario,
  startedAt: sessions.startedAt,
  endedAt: sessions.endedAt,
};

export const findToken = async (db: Database, hash: string) => {
  const [row] = await db
    .select(tokenSessionColumns)
    .from(tokens)
    .innerJoin(sessions, eq(sessions.id, tokens.sessionId))
    .where(eq(tokens.hash, hash));
  return row ?? null;
};

export type StoredToken = NonNullable<Awaited<ReturnType<typeof findToken>>>;
