import { and, asc, eq, isNull } from 'drizzle-orm';
import { roleOpensCondominium } from '../../platform/access/context.repository.ts';
import type { Database } from '../../db/client.ts';
import {
  condominios,
  customPermissions,
  permissoesRevogadas,
  rolePermissions,
  roles,
  sessions,
  tokens,
  usuarioRoles,
  usuarios,
  type TokenKind,
} from '../../db/schema/index.ts';

export const findUserByCpf = async (db: Database, cpf: string) => {
  const [user] = await db
    .select({ id: usuarios.id, senhaHash: usuarios.senhaHash })
    .from(usuarios)
    .where(eq(usuarios.cpf, cpf));
  return user ?? null;
};

/** One entry per role the user holds, first condominium first (the client opens roles[0]). */
export const listUserRoles = (db: Database, idUsuario: number) =>
  db
    .select({
      context: condominios.idCondo,
      referencia: condominios.referencia,
      nome: condominios.nome,
      role: roles.nome,
    })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .innerJoin(condominios, eq(condominios.idCondo, roles.idCondo))
    .where(and(eq(usuarioRoles.idUsuario, idUsuario), roleOpensCondominium))
    .orderBy(asc(condominios.idCondo), asc(roles.nome));

export type Grants = { referencia: number; rolePermissions: string[]; customPermissions: string[] };

/** The user's permissions in one condominium, or null when the user holds no role there. */
export const loadGrants = async (db: Database, idUsuario: number, idCondo: number): Promise<Grants | null> => {
  const roleRows = await db
    .select({ referencia: condominios.referencia, permissao: rolePermissions.permissao })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .innerJoin(condominios, eq(condominios.idCondo, roles.idCondo))
    .leftJoin(rolePermissions, eq(rolePermissions.idRole, roles.id))
    .where(and(eq(usuarioRoles.idUsuario, idUsuario), eq(roles.idCondo, idCondo), roleOpensCondominium));
  const first = roleRows[0];
  if (!first) return null;
  const customRows = await db
    .select({ permissao: customPermissions.permissao })
    .from(customPermissions)
    .where(and(eq(customPermissions.idUsuario, idUsuario), eq(customPermissions.idCondo, idCondo)));
  const revokedRows = await db
    .select({ permissao: permissoesRevogadas.permissao })
    .from(permissoesRevogadas)
    .where(and(eq(permissoesRevogadas.idUsuario, idUsuario), eq(permissoesRevogadas.idCondo, idCondo)));
  const revoked = new Set(revokedRows.map((r) => r.permissao));
  const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))].sort();
  return {
    referencia: first.referencia,
    // What the role gives minus what was taken from this person there (issue 31): the web checks the same union.
    rolePermissions: unique(roleRows.map((r) => r.permissao)).filter((p) => !revoked.has(p)),
    customPermissions: unique(customRows.map((r) => r.permissao)),
  };
};

export const createSession = async (db: Database, idUsuario: number, startedAt: Date) => {
  const [session] = await db.insert(sessions).values({ id: crypto.randomUUID(), idUsuario, startedAt }).returning();
  return session!;
};

export type NewToken = {
  hash: string;
  sessionId: string;
  kind: TokenKind;
  idCondo: number | null;
  validFrom: Date;
  validUntil: Date;
};

export const insertToken = async (db: Database, token: NewToken): Promise<void> => {
  await db.insert(tokens).values(token);
};

/**
 * Marks the token replaced: it stops working at `until` (now, or the end of the renewal grace, decision 096).
 * Only one caller can win: false when another refresh or exchange of the same token already replaced it.
 */
export const replaceToken = async (db: Database, hash: string, until: Date): Promise<boolean> => {
  const rows = await db
    .update(tokens)
    .set({ revokedAt: until })
    .where(and(eq(tokens.hash, hash), isNull(tokens.revokedAt)))
    .returning({ hash: tokens.hash });
  return rows.length === 1;
};

/** Ends the session and revokes every token it issued (in the caller's transaction: the sign-out's change). */
export const endSession = async (tx: Database, sessionId: string, at: Date): Promise<void> => {
  await tx
    .update(sessions)
    .set({ endedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
  await tx
    .update(tokens)
    .set({ revokedAt: at })
    .where(and(eq(tokens.sessionId, sessionId), isNull(tokens.revokedAt)));
};

export const findCondoIdByReferencia = async (db: Database, referencia: number): Promise<number | null> => {
  const [row] = await db
    .select({ idCondo: condominios.idCondo })
    .from(condominios)
    .where(eq(condominios.referencia, referencia));
  return row?.idCondo ?? null;
};

/** Account check of the login screen: a user exists and has already created a password. */
export const hasLogin = async (db: Database, cpf: string): Promise<boolean> => {
  const user = await findUserByCpf(db, cpf);
  return Boolean(user?.senhaHash);
};
