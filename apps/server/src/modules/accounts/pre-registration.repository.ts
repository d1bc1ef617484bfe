import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { altchaUsed, condominios, preCadastros, roles, usuarioRoles, usuarios } from '../../db/schema/index.ts';

export const findCondoByReferencia = async (db: Database, referencia: number) => {
  const [row] = await db
    .select({ idCondo: condominios.idCondo, nome: condominios.nome })
    .from(condominios)
    .where(eq(condominios.referencia, referencia));
  return row ?? null;
};

/** Marks an ALTCHA solution as used; false when it already was (a replay). Expired marks are swept on the way. */
export const useAltchaSolution = async (db: Database, hash: string, expiresAt: Date, now: Date): Promise<boolean> => {
  await db.delete(altchaUsed).where(lt(altchaUsed.expiresAt, now));
  const rows = await db
    .insert(altchaUsed)
    .values({ hash, expiresAt })
    .onConflictDoNothing()
    .returning({ hash: altchaUsed.hash });
  return rows.length === 1;
};

export const hasPendingPreRegistration = async (db: Database, idCondo: number, cpf: string): Promise<boolean> => {
  const rows = await db
    .select({ id: preCadastros.id })
    .from(preCadastros)
    .where(and(eq(preCadastros.idCondo, idCondo), eq(preCadastros.cpf, cpf), eq(preCadastros.status, 'PENDENTE')));
  return rows.length > 0;
};

/** True when the CPF already holds the role (PORTEIRO/ZELADOR) in that condominium. */
export const holdsRoleIn = async (db: Database, cpf: string, idCondo: number, roleName: string): Promise<boolean> => {
  const rows = await db
    .select({ id: roles.id })
    .from(usuarioRoles)
    .innerJoin(usuarios, eq(usuarios.id, usuarioRoles.idUsuario))
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .where(and(eq(usuarios.cpf, cpf), eq(roles.idCondo, idCondo), eq(roles.nome, roleName)));
  return rows.length > 0;
};

export type NewPreCadastro = {
  idCondo: number;
  nome: string;
  cpf: string;
  cargo: 'PORTEIRO' | 'ZELADOR';
  telefone: string;
  email: string | null;
  createdAt: Date;
};

export const insertPreCadastro = async (db: Database, row: NewPreCadastro): Promise<number> => {
  const [inserted] = await db
    .insert(preCadastros)
    .values({ ...row, status: 'PENDENTE' })
    .returning({ id: preCadastros.id });
  return inserted!.id;
};
