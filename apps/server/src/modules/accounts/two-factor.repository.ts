import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  roles,
  twoFactorCodes,
  twoFactorFlows,
  twoFactorTokens,
  usuarioRoles,
  usuarios,
  type TwoFactorPurposeColumn,
} from '../../db/schema/index.ts';

/** The person behind a CPF with the names of the roles held in any condominium. */
export const findAccountByCpf = async (db: Database, cpf: string) => {
  const [user] = await db
    .select({
      id: usuarios.id,
      nome: usuarios.nome,
      email: usuarios.email,
      telefone: usuarios.telefone,
      senhaHash: usuarios.senhaHash,
    })
    .from(usuarios)
    .where(eq(usuarios.cpf, cpf));
  if (!user) return null;
  const roleRows = await db
    .selectDistinct({ nome: roles.nome })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .where(eq(usuarioRoles.idUsuario, user.id));
  return { ...user, roles: roleRows.map((r) => r.nome) };
};
export type Account = NonNullable<Awaited<ReturnType<typeof findAccountByCpf>>>;

export const findPhoneOfUser = async (db: Database, idUsuario: number): Promise<string | null> => {
  const [row] = await db.select({ telefone: usuarios.telefone }).from(usuarios).where(eq(usuarios.id, idUsuario));
  return row?.telefone ?? null;
};

export const insertFlow = async (
  db: Database,
  flow: {
    hash: string;
    idUsuario: number;
    cpf: string;
    purpose: TwoFactorPurposeColumn;
    createdAt: Date;
    expiresAt: Date;
  },
) => {
  await db.insert(twoFactorFlows).values(flow);
};

/**
 * Serialises every send that spends the hourly budget of this CPF or this phone (other flows of the same CPF,
 * other CPFs of the same phone): without it two concurrent sends could both count 4 and both send. Transaction
 * advisory locks, taken in a fixed order (CPF, then phone) so two sends cannot wait on each other.
 */
export const lockSendBudgets = async (db: Database, cpf: string, phone: string) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-cpf:${cpf}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-phone:${phone}`}))`);
};

/** The flow row, locked for the rest of the transaction so two sends of one flow run one after the other. */
export const lockFlow = async (db: Database, hash: string) => {
  const [row] = await db.select().from(twoFactorFlows).where(eq(twoFactorFlows.hash, hash)).for('update');
  return row ?? null;
};

export const findFlow = async (db: Database, hash: string) => {
  const [row] = await db.select().from(twoFactorFlows).where(eq(twoFactorFlows.hash, hash));
  return row ?? null;
};

/** The newest code that really left (failed sends do not count). */
export const latestCode = async (db: Database, flowHash: string) => {
  const [row] = await db
    .select()
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.flowHash, flowHash), ne(twoFactorCodes.status, 'failed')))
    .orderBy(desc(twoFactorCodes.sentAt), desc(twoFactorCodes.id))
    .limit(1);
  return row ?? null;
};

export const countCodesSince = async (
  db: Database,
  by: { cpf: string } | { phone: string },
  since: Date,
): Promise<number> => {
  const column = 'cpf' in by ? eq(twoFactorCodes.cpf, by.cpf) : eq(twoFactorCodes.phone, by.phone);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorCodes)
    .where(and(column, gt(twoFactorCodes.sentAt, since), ne(twoFactorCodes.status, 'failed')));
  return row?.n ?? 0;
};

/** A resend: the active code of the flow is replaced by the new one. */
export const replaceActiveCode = async (
  db: Database,
  code: { flowHash: string; cpf: string; phone: string; codeHash: string; sentAt: Date; expiresAt: Date },
): Promise<number> => {
  await db
    .update(twoFactorCodes)
    .set({ status: 'replaced' })
    .where(and(eq(twoFactorCodes.flowHash, code.flowHash), eq(twoFactorCodes.status, 'active')));
  const [row] = await db
    .insert(twoFactorCodes)
    .values({ ...code, status: 'active' })
    .returning({ id: twoFactorCodes.id });
  return row!.id;
};

export const markCodeFailed = async (db: Database, id: number): Promise<void> => {
  await db.update(twoFactorCodes).set({ status: 'failed' }).where(eq(twoFactorCodes.id, id));
};

/** Spends one try of an active code atomically; null when the code is no longer active or has no tries left. */
export const spendAttempt = async (db: Database, id: number, maxTries: number) => {
  const [row] = await db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(
      and(
        eq(twoFactorCodes.id, id),
        eq(twoFactorCodes.status, 'active'),
        sql`${twoFactorCodes.attempts} < ${maxTries}`,
      ),
    )
    .returning({ attempts: twoFactorCodes.attempts, codeHash: twoFactorCodes.codeHash });
  return row ?? null;
};

export const markCodeUsed = async (db: Database, id: number): Promise<boolean> => {
  const rows = await db
    .update(twoFactorCodes)
    .set({ status: 'used' })
    .where(and(eq(twoFactorCodes.id, id), eq(twoFactorCodes.status, 'active')))
    .returning({ id: twoFactorCodes.id });
  return rows.length === 1;
};

export const insertTwoFactorToken = async (
  db: Database,
  token: { hash: string; idUsuario: number; cpf: string; purpose: TwoFactorPurposeColumn; validUntil: Date },
) => {
  await db.insert(twoFactorTokens).values(token);
};

/** A live token: this purpose, not used, not expired. */
const isLiveToken = (hash: string, purpose: TwoFactorPurposeColumn, at: Date) =>
  and(
    eq(twoFactorTokens.hash, hash),
    eq(twoFactorTokens.purpose, purpose),
    isNull(twoFactorTokens.usedAt),
    gt(twoFactorTokens.validUntil, at),
  );

/** A live token of that purpose, read only (it is spent in the change's transaction). */
export const findLiveTwoFactorToken = async (db: Database, hash: string, purpose: TwoFactorPurposeColumn, at: Date) => {
  const [row] = await db
    .select({ idUsuario: twoFactorTokens.idUsuario })
    .from(twoFactorTokens)
    .where(isLiveToken(hash, purpose, at));
  return row ?? null;
};

/** Uses the token once: only for its purpose, before it expires. Null = unknown, expired, used or other purpose. */
export const consumeTwoFactorToken = async (db: Database, hash: string, purpose: TwoFactorPurposeColumn, at: Date) => {
  const [row] = await db
    .update(twoFactorTokens)
    .set({ usedAt: at })
    .where(isLiveToken(hash, purpose, at))
    .returning({ idUsuario: twoFactorTokens.idUsuario, cpf: twoFactorTokens.cpf });
  return row ?? null;
};

/** After a password change no other code or token of the person may still open anything. */
export const revokeTwoFactorOf = async (db: Database, idUsuario: number, at: Date): Promise<void> => {
  await db
    .update(twoFactorTokens)
    .set({ usedAt: at })
    .where(and(eq(twoFactorTokens.idUsuario, idUsuario), isNull(twoFactorTokens.usedAt)));
  const flows = db
    .select({ hash: twoFactorFlows.hash })
    .from(twoFactorFlows)
    .where(eq(twoFactorFlows.idUsuario, idUsuario));
  await db
    .update(twoFactorCodes)
    .set({ status: 'replaced' })
    .where(and(inArray(twoFactorCodes.flowHash, flows), eq(twoFactorCodes.status, 'active')));
};
