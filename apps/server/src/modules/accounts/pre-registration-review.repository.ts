import { DEFAULT_ROLES } from '@portaria/shared/administration/roles';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { condominios, preCadastros, rolePermissions, roles, usuarioRoles, usuarios } from '../../db/schema/index.ts';

export const listPending = (db: Database, idCondo: number) =>
  db
    .select({
      id: preCadastros.id,
      nome: preCadastros.nome,
      cpf: preCadastros.cpf,
      cargo: preCadastros.cargo,
      telefone: preCadastros.telefone,
      email: preCadastros.email,
      createdAt: preCadastros.createdAt,
    })
    .from(preCadastros)
    .where(and(eq(preCadastros.idCondo, idCondo), eq(preCadastros.status, 'PENDENTE')))
    .orderBy(asc(preCadastros.createdAt), asc(preCadastros.id));

/** The pre-registration, only if it belongs to the token's condominium; locked until the decision is saved. */
export const lockPreCadastro = async (db: Database, id: number, idCondo: number) => {
  const [row] = await db
    .select()
    .from(preCadastros)
    .where(and(eq(preCadastros.id, id), eq(preCadastros.idCondo, idCondo)))
    .for('update');
  return row ?? null;
};

/** Only a pre-registration of the token's condominium; the number of rows changed (0: not ours, 404). */
export const decide = async (
  db: Database,
  idCondo: number,
  id: number,
  status: 'APROVADO' | 'RECUSADO',
  by: number,
  at: Date,
): Promise<number> => {
  const rows = await db
    .update(preCadastros)
    .set({ status, decidedAt: at, decidedBy: by })
    .where(and(eq(preCadastros.id, id), eq(preCadastros.idCondo, idCondo)))
    .returning({ id: preCadastros.id });
  return rows.length;
};

export const condoName = async (db: Database, idCondo: number): Promise<string> => {
  const [row] = await db.select({ nome: condominios.nome }).from(condominios).where(eq(condominios.idCondo, idCondo));
  return row?.nome ?? '';
};

/** Permissions of a role created on approval, when the condominium has none of that name yet: the console's defaults. */
const defaultPermissions = (nome: 'PORTEIRO' | 'ZELADOR') => DEFAULT_ROLES.find((r) => r.nome === nome)!.permissoes;

const findOrCreateRole = async (db: Database, idCondo: number, nome: 'PORTEIRO' | 'ZELADOR'): Promise<number> => {
  const [existing] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.idCondo, idCondo), eq(roles.nome, nome)));
  if (existing) return existing.id;
  const [created] = await db.insert(roles).values({ idCondo, nome }).returning({ id: roles.id });
  await db
    .insert(rolePermissions)
    .values(defaultPermissions(nome).map((permissao) => ({ idRole: created!.id, permissao })));
  return created!.id;
};

/**
 * Gives the worker the role in the condominium, creating the usuario when the CPF is new. An existing usuario keeps
 * its name, password and phone (a pre-registration must not redirect someone else's SMS); empty fields are filled.
 */
export const grantWorker = async (
  db: Database,
  worker: {
    idCondo: number;
    cpf: string;
    nome: string;
    telefone: string;
    email: string | null;
    cargo: 'PORTEIRO' | 'ZELADOR';
  },
) => {
  const [existing] = await db
    .select({ id: usuarios.id, telefone: usuarios.telefone, email: usuarios.email })
    .from(usuarios)
    .where(eq(usuarios.cpf, worker.cpf));
  let idUsuario: number;
  let phone: string;
  if (existing) {
    idUsuario = existing.id;
    phone = existing.telefone ?? worker.telefone;
    await db
      .update(usuarios)
      .set({ telefone: phone, email: existing.email ?? worker.email })
      .where(eq(usuarios.id, existing.id));
  } else {
    const [created] = await db
      .insert(usuarios)
      .values({ cpf: worker.cpf, nome: worker.nome, telefone: worker.telefone, email: worker.email })
      .returning({ id: usuarios.id });
    idUsuario = created!.id;
    phone = worker.telefone;
  }
  const idRole = await findOrCreateRole(db, worker.idCondo, worker.cargo);
  await db.insert(usuarioRoles).values({ idUsuario, idRole }).onConflictDoNothing();
  return { idUsuario, phone };
};
