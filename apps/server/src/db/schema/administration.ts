import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { condominios } from './condominium.ts';
import { usuarios } from './auth.ts';

/**
 * The one-time setup address of an installation started without demo data (issue 31 item 1): only the sha256 of
 * the secret, so every API process (and a restart) checks the same one. One row at most; deleted once used.
 */
export const instalacao = pgTable(
  'instalacao',
  {
    id: integer().primaryKey().default(1),
    segredoHash: text().notNull(),
    criadoEm: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('instalacao_uma_linha', sql`${t.id} = 1`)],
);

/**
 * A person's place in a condominium's staff (issue 31 item 5): the role it was given and whether it is active.
 * The role itself lives in usuario_roles (what the access rule reads); a deactivated member keeps this row, with
 * the role to give back on reactivation, and loses the usuario_roles row.
 */
export const equipe = pgTable(
  'equipe',
  {
    idUsuario: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    cargo: text().notNull(),
    ativo: boolean().notNull().default(true),
    desde: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    desativadoEm: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.idUsuario, t.idCondo] }), index('equipe_condo_idx').on(t.idCondo)],
);

/** A permission of the person's role taken away from that one person in that condominium (the union minus these). */
export const permissoesRevogadas = pgTable(
  'permissoes_revogadas',
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
