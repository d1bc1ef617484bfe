import { and, asc, count, desc, eq, exists, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  phoneChangeRequests,
  roles,
  usuarioRoles,
  usuarios,
  type TwoFactorPurposeColumn,
} from '../../db/schema/index.ts';

const pending = eq(phoneChangeRequests.status, 'PENDENTE');

/** The person works in the condominium: holds any role there (the syndic decides only for their own staff). */
const worksIn = (idCondo: number) =>
  exists(
    sql`(select 1 from ${usuarioRoles} inner join ${roles} on ${roles.id} = ${usuarioRoles.idRole}
      where ${usuarioRoles.idUsuario} = ${phoneChangeRequests.idUsuario} and ${roles.idCondo} = ${idCondo})`,
  );

/** One request at a time per person: two sends of the same person wait for each other. */
export const lockPerson = async (db: Database, idUsuario: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-change:${idUsuario}`}))`);
};

export const findPendingOf = async (db: Database, idUsuario: number) => {
  const [row] = await db
    .select()
    .from(phoneChangeRequests)
    .where(and(eq(phoneChangeRequests.idUsuario, idUsuario), pending));
  return row ?? null;
};

/** The last decision about this number for this person, if any. */
export const latestFor = async (db: Database, idUsuario: number, telefone: string) => {
  const [row] = await db
    .select()
    .from(phoneChangeRequests)
    .where(and(eq(phoneChangeRequests.idUsuario, idUsuario), eq(phoneChangeRequests.telefone, telefone)))
    .orderBy(desc(phoneChangeRequests.createdAt), desc(phoneChangeRequests.id))
    .limit(1);
  return row ?? null;
};

export const countSince = async (db: Database, idUsuario: number, since: Date): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(phoneChangeRequests)
    .where(and(eq(phoneChangeRequests.idUsuario, idUsuario), gt(phoneChangeRequests.createdAt, since)));
  return row?.n ?? 0;
};

export const supersede = async (db: Database, id: number, at: Date) => {
  await db
    .update(phoneChangeRequests)
    .set({ status: 'SUBSTITUIDO', decidedAt: at })
    .where(and(eq(phoneChangeRequests.id, id), pending));
};

export const insertRequest = async (
  db: Database,
  row: { idUsuario: number; telefone: string; purpose: TwoFactorPurposeColumn; createdAt: Date },
): Promise<number> => {
  const [created] = await db.insert(phoneChangeRequests).values(row).returning({ id: phoneChangeRequests.id });
  return created!.id;
};

/** Pending requests of people who work in the condominium, oldest first. */
export const listPending = (db: Database, idCondo: number) =>
  db
    .select({
      id: phoneChangeRequests.id,
      nome: usuarios.nome,
      cpf: usuarios.cpf,
      telefoneAtual: usuarios.telefone,
      telefoneNovo: phoneChangeRequests.telefone,
      createdAt: phoneChangeRequests.createdAt,
    })
    .from(phoneChangeRequests)
    .innerJoin(usuarios, eq(usuarios.id, phoneChangeRequests.idUsuario))
    .where(and(pending, worksIn(idCondo)))
    .orderBy(asc(phoneChangeRequests.createdAt), asc(phoneChangeRequests.id));

/** The request, only if its person works in the token's condominium; locked until the decision is saved. */
export const lockForCondo = async (db: Database, id: number, idCondo: number) => {
  const [row] = await db
    .select()
    .from(phoneChangeRequests)
    .where(and(eq(phoneChangeRequests.id, id), worksIn(idCondo)))
    .for('update');
  return row ?? null;
};

export const decide = async (db: Database, id: number, status: 'APROVADO' | 'RECUSADO', by: number, at: Date) => {
  await db
    .update(phoneChangeRequests)
    .set({ status, decidedAt: at, decidedBy: by })
    .where(and(eq(phoneChangeRequests.id, id), pending));
};

export const setPhone = async (db: Database, idUsuario: number, telefone: string) => {
  await db.update(usuarios).set({ telefone }).where(eq(usuarios.id, idUsuario));
};
