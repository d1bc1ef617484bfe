import { and, asc, eq } from 'drizzle-orm';
import { roleOpensCondominium } from '../../platform/access/context.repository.ts';
import type { DadosCadastrais, Porteiro, Reference } from '@portaria/shared';
import type { Database } from '../../db/client.ts';
import { condominios, roles, usuarioRoles, usuarios } from '../../db/schema/index.ts';

const staffInCondo = (db: Database, cpf: string, idCondo: number) =>
  db
    .select({
      idPorteiro: usuarios.id,
      nome: usuarios.nome,
      cpf: usuarios.cpf,
      email: usuarios.email,
      telefone: usuarios.telefone,
      createdAt: usuarios.createdAt,
      cargo: roles.nome,
      idCondo: condominios.idCondo,
      referencia: condominios.referencia,
      condominio: condominios.nome,
    })
    .from(usuarios)
    .innerJoin(usuarioRoles, eq(usuarioRoles.idUsuario, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .innerJoin(condominios, eq(condominios.idCondo, roles.idCondo))
    .where(and(eq(usuarios.cpf, cpf), eq(roles.idCondo, idCondo)))
    .orderBy(asc(roles.nome));

/** The staff record of `cpf`, only if that person holds a role in the token's condominium. */
export const findPorteiro = async (db: Database, cpf: string, idCondo: number): Promise<DadosCadastrais | null> => {
  const rows = await staffInCondo(db, cpf, idCondo);
  const first = rows[0];
  if (!first) return null;
  return {
    idPorteiro: first.idPorteiro,
    nome: first.nome,
    cpf: first.cpf,
    email: first.email,
    telefone: first.telefone,
    // Someone with two roles in one condominium (PORTEIRO and ZELADOR) shows both.
    cargo: rows.map((r) => r.cargo).join(', '),
    idCondo: first.idCondo,
    referencia: first.referencia,
    condominio: first.condominio,
    cadastradoEm: first.createdAt.toISOString(),
  };
};

export const toPorteiro = (d: DadosCadastrais): Porteiro => ({
  idPorteiro: d.idPorteiro,
  nome: d.nome,
  cpf: d.cpf,
  email: d.email,
  telefone: d.telefone,
  cargo: d.cargo,
});

/** Condominiums where the user holds at least one role (the top-bar dropdown). */
export const listReferences = async (db: Database, idUsuario: number): Promise<Reference[]> =>
  db
    .selectDistinct({ idCondo: condominios.idCondo, referencia: condominios.referencia, nome: condominios.nome })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .innerJoin(condominios, eq(condominios.idCondo, roles.idCondo))
    .where(and(eq(usuarioRoles.idUsuario, idUsuario), roleOpensCondominium))
    .orderBy(asc(condominios.idCondo));

export const findUserCpf = async (db: Database, idUsuario: number): Promise<string | null> => {
  const [row] = await db.select({ cpf: usuarios.cpf }).from(usuarios).where(eq(usuarios.id, idUsuario));
  return row?.cpf ?? null;
};
