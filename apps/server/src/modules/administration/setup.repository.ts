import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMINISTRATOR_ROLE } from '@portaria/shared/administration/roles';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { instalacao, roles, usuarioRoles, usuarios } from '../../db/schema/index.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Someone holds the administrator role of some condominium: the installation is set up. */
export const hasAdministrator = async (db: Database): Promise<boolean> => {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .where(eq(roles.nome, ADMINISTRATOR_ROLE))
    .limit(1);
  return Boolean(row);
};

/**
 * A new one-time setup secret when the installation has no administrator yet (null once it has). Each start
 * replaces the previous secret: only the address printed last opens the page.
 */
export const openSetup = async (db: Database, at: Date): Promise<string | null> => {
  if (await hasAdministrator(db)) return null;
  const secret = randomBytes(24).toString('base64url');
  const segredoHash = sha256(secret).toString('hex');
  await db
    .insert(instalacao)
    .values({ id: 1, segredoHash, criadoEm: at })
    .onConflictDoUpdate({ target: instalacao.id, set: { segredoHash, criadoEm: at } });
  return secret;
};

/** The secret matches the one waiting (compared in constant time) and nobody administers the installation yet. */
export const isSetupOpen = async (db: Database, secret: string): Promise<boolean> => {
  const [row] = await db.select({ hash: instalacao.segredoHash }).from(instalacao).where(eq(instalacao.id, 1));
  if (!row) return false;
  const isMatch = timingSafeEqual(Buffer.from(row.hash, 'hex'), sha256(secret));
  return isMatch && !(await hasAdministrator(db));
};

/** Spends the secret inside the setup's transaction: of two setups at once, one deletes the row, the other 404s. */
export const claimSetup = async (t: Database, secret: string): Promise<boolean> => {
  const rows = await t
    .delete(instalacao)
    .where(eq(instalacao.segredoHash, sha256(secret).toString('hex')))
    .returning({ id: instalacao.id });
  return rows.length === 1;
};

export const insertAdministrator = async (
  t: Database,
  person: { nome: string; cpf: string; telefone: string; email: string | null; senhaHash: string },
): Promise<number> => {
  const [row] = await t.insert(usuarios).values(person).returning({ id: usuarios.id });
  return row!.id;
};
