import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { condominios } from './condominium.ts';

/** Staff who sign in. senhaHash is null until the person creates an account. */
export const usuarios = pgTable('usuarios', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  cpf: text().notNull().unique(),
  nome: text().notNull(),
  email: text(),
  telefone: text(),
  senhaHash: text(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Roles belong to one condominium: PORTEIRO of 1001 and PORTEIRO of 1002 may grant different things. */
export const roles = pgTable(
  'roles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    nome: text().notNull(),
  },
  (t) => [uniqueIndex('roles_condo_nome_uq').on(t.idCondo, t.nome)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    idRole: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissao: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.idRole, t.permissao] })],
);

export const usuarioRoles = pgTable(
  'usuario_roles',
  {
    idUsuario: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    idRole: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.idUsuario, t.idRole] }), index('usuario_roles_role_idx').on(t.idRole)],
);

/** Grants given to one user in one condominium on top of the roles (the union decides). */
export const customPermissions = pgTable(
  'custom_permissions',
  {
    idUsuario: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    permissao: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.idUsuario, t.idCondo, t.permissao] })],
);
