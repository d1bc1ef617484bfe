import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

// idCondo comes from the client's master data (1001, 1002...), so it is not generated here.
export const condominios = pgTable('condominios', {
  idCondo: integer().primaryKey(),
  referencia: integer().notNull().unique(),
  nome: text().notNull(),
  nomeFantasia: text().notNull(),
  temBiometria: boolean().notNull().default(false),
});

export const blocos = pgTable(
  'blocos',
  {
    idBloco: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    nome: text().notNull(),
  },
  (t) => [uniqueIndex('blocos_condo_nome_uq').on(t.idCondo, t.nome)],
);

export const unidades = pgTable(
  'unidades',
  {
    idUnidade: integer().primaryKey().generatedByDefaultAsIdentity(),
    idBloco: integer()
      .notNull()
      .references(() => blocos.idBloco, { onDelete: 'cascade' }),
    nome: text().notNull(),
  },
  (t) => [uniqueIndex('unidades_bloco_nome_uq').on(t.idBloco, t.nome)],
);

/** Residents of a unit; the same CPF may live in more than one unit. */
export const pessoas = pgTable(
  'pessoas',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idUnidade: integer()
      .notNull()
      .references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    cpf: text().notNull(),
    nome: text().notNull(),
    email: text(),
    telefone: text(),
    perfil: text().notNull().default('MORADOR'),
    /** The resident app is installed (spec 02 §3 morador.cadastrado; GET /appinstalado/{unitId}). */
    appInstalado: boolean().notNull().default(false),
  },
  (t) => [index('pessoas_unidade_idx').on(t.idUnidade), index('pessoas_cpf_idx').on(t.cpf)],
);
