import { DEFAULT_ROLES, type RoleName } from '@portaria/shared/administration/roles';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customPermissions,
  equipe,
  permissoesRevogadas,
  rolePermissions,
  roles,
  sessions,
  tokens,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index.ts';

/** One person of the condominium's staff as the service reasons about it (full CPF and phone: never answered as is). */
export type Member = {
  idUsuario: number;
  nome: string;
  cpf: string;
  telefone: string | null;
  temSenha: boolean;
  ativo: boolean;
  roles: string[];
  cargoGuardado: string | null;
};

const rolesInCondo = (db: Database, idCondo: number) =>
  db
    .select({ idUsuario: usuarioRoles.idUsuario, role: roles.nome, idRole: roles.id })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .where(eq(roles.idCondo, idCondo));

/** The active staff (a role in the condominium) and the deactivated (their ledger row), by name. */
export const listMembers = async (db: Database, idCondo: number, only?: number): Promise<Member[]> => {
  const held = (await rolesInCondo(db, idCondo)).filter((r) => only === undefined || r.idUsuario === only);
  const ledger = await db
    .select({ idUsuario: equipe.idUsuario, cargo: equipe.cargo, ativo: equipe.ativo })
    .from(equipe)
    .where(and(eq(equipe.idCondo, idCondo), only === undefined ? undefined : eq(equipe.idUsuario, only)));
  const ids = [...new Set([...held.map((r) => r.idUsuario), ...ledger.map((l) => l.idUsuario)])];
  if (ids.length === 0) return [];
  const people = await db
    .select({
      id: usuarios.id,
      nome: usuarios.nome,
      cpf: usuarios.cpf,
      telefone: usuarios.telefone,
      temSenha: sql<boolean>`${usuarios.senhaHash} is not null`,
    })
    .from(usuarios)
    .where(inArray(usuarios.id, ids));
  return people
    .map((p) => {
      const mine = held.filter((r) => r.idUsuario === p.id).map((r) => r.role);
      const row = ledger.find((l) => l.idUsuario === p.id);
      return {
        idUsuario: p.id,
        nome: p.nome,
        cpf: p.cpf,
        telefone: p.telefone,
        temSenha: p.temSenha,
        ativo: mine.length > 0,
        roles: mine,
        cargoGuardado: row?.cargo ?? null,
      };
    })
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
};

export const findMember = async (db: Database, idCondo: number, idUsuario: number) =>
  (await listMembers(db, idCondo, idUsuario))[0] ?? null;

/** Role permissions by role name, custom grants and revocations of every person, in the condominium. */
export const loadGrantsOfCondo = async (db: Database, idCondo: number) => {
  const [byRole, custom, revoked] = await Promise.all([
    db
      .select({ role: roles.nome, permissao: rolePermissions.permissao })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.idRole))
      .where(eq(roles.idCondo, idCondo)),
    db
      .select({ idUsuario: customPermissions.idUsuario, permissao: customPermissions.permissao })
      .from(customPermissions)
      .where(eq(customPermissions.idCondo, idCondo)),
    db
      .select({ idUsuario: permissoesRevogadas.idUsuario, permissao: permissoesRevogadas.permissao })
      .from(permissoesRevogadas)
      .where(eq(permissoesRevogadas.idCondo, idCondo)),
  ]);
  return { byRole, custom, revoked };
};

/** The condominium's role of that name, created with the default permissions when the condominium lacks it. */
export const ensureRole = async (t: Database, idCondo: number, nome: RoleName): Promise<number> => {
  const [existing] = await t
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.idCondo, idCondo), eq(roles.nome, nome)));
  if (existing) return existing.id;
  const [created] = await t.insert(roles).values({ idCondo, nome }).returning({ id: roles.id });
  const permissoes = DEFAULT_ROLES.find((r) => r.nome === nome)!.permissoes;
  await t.insert(rolePermissions).values(permissoes.map((permissao) => ({ idRole: created!.id, permissao })));
  return created!.id;
};

/** Replaces the person's roles in the condominium by `cargo` (none: deactivated) and keeps the ledger row in step. */
export const setRole = async (t: Database, idCondo: number, idUsuario: number, cargo: RoleName | null) => {
  const inCondo = t.select({ id: roles.id }).from(roles).where(eq(roles.idCondo, idCondo));
  await t.delete(usuarioRoles).where(and(eq(usuarioRoles.idUsuario, idUsuario), inArray(usuarioRoles.idRole, inCondo)));
  if (cargo) await t.insert(usuarioRoles).values({ idUsuario, idRole: await ensureRole(t, idCondo, cargo) });
};

export const saveLedger = async (
  t: Database,
  row: { idUsuario: number; idCondo: number; cargo: string; ativo: boolean },
  at: Date,
) => {
  const desativadoEm = row.ativo ? null : at;
  await t
    .insert(equipe)
    .values({ ...row, desde: at, desativadoEm })
    .onConflictDoUpdate({
      target: [equipe.idUsuario, equipe.idCondo],
      set: { cargo: row.cargo, ativo: row.ativo, desativadoEm },
    });
};

/** Every token of the person's sessions that opens this condominium stops now (the next request is a 401). */
export const revokeTokensIn = async (t: Database, idCondo: number, idUsuario: number, at: Date) => {
  const mine = t.select({ id: sessions.id }).from(sessions).where(eq(sessions.idUsuario, idUsuario));
  await t
    .update(tokens)
    .set({ revokedAt: at })
    .where(and(eq(tokens.idCondo, idCondo), inArray(tokens.sessionId, mine), isNull(tokens.revokedAt)));
};

export const findUserByCpf = async (db: Database, cpf: string) => {
  const [row] = await db
    .select({ id: usuarios.id, nome: usuarios.nome, telefone: usuarios.telefone, senhaHash: usuarios.senhaHash })
    .from(usuarios)
    .where(eq(usuarios.cpf, cpf));
  return row ?? null;
};

export const insertUser = async (t: Database, person: { cpf: string; nome: string; telefone: string }) => {
  const [row] = await t.insert(usuarios).values(person).returning({ id: usuarios.id });
  return row!.id;
};

export const setPhone = async (t: Database, idUsuario: number, telefone: string) => {
  await t.update(usuarios).set({ telefone }).where(eq(usuarios.id, idUsuario));
};

/** The person's own grants in the condominium: exactly these extras and these revocations. */
export const replaceGrants = async (
  t: Database,
  idCondo: number,
  idUsuario: number,
  extras: string[],
  revoked: string[],
) => {
  await t
    .delete(customPermissions)
    .where(and(eq(customPermissions.idUsuario, idUsuario), eq(customPermissions.idCondo, idCondo)));
  await t
    .delete(permissoesRevogadas)
    .where(and(eq(permissoesRevogadas.idUsuario, idUsuario), eq(permissoesRevogadas.idCondo, idCondo)));
  if (extras.length > 0)
    await t.insert(customPermissions).values(extras.map((permissao) => ({ idUsuario, idCondo, permissao })));
  if (revoked.length > 0)
    await t.insert(permissoesRevogadas).values(revoked.map((permissao) => ({ idUsuario, idCondo, permissao })));
};

/** Active members holding the administrator role in the condominium. */
export const countAdministrators = async (db: Database, idCondo: number): Promise<number> =>
  (await rolesInCondo(db, idCondo)).filter((r) => r.role === 'ADMINISTRADOR').length;
