import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, tokens, usuarios } from '../../db/schema/index.ts';

export const lockUser = async (db: Database, idUsuario: number) => {
  const [row] = await db
    .select({ id: usuarios.id, senhaHash: usuarios.senhaHash })
    .from(usuarios)
    .where(eq(usuarios.id, idUsuario))
    .for('update');
  return row ?? null;
};

export const setPasswordHash = async (db: Database, idUsuario: number, senhaHash: string): Promise<void> => {
  await db.update(usuarios).set({ senhaHash }).where(eq(usuarios.id, idUsuario));
};

/** Ends every open session of the user and revokes every token they issued (the auth module's tables). */
export const endAllSessions = async (db: Database, idUsuario: number, at: Date): Promise<number> => {
  const open = await db
    .update(sessions)
    .set({ endedAt: at })
    .where(and(eq(sessions.idUsuario, idUsuario), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  const mine = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.idUsuario, idUsuario));
  await db
    .update(tokens)
    .set({ revokedAt: at })
    .where(and(inArray(tokens.sessionId, mine), isNull(tokens.revokedAt)));
  return open.length;
};
