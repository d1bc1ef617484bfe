import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

// idCondo comes from the client's master data (1001, 1002...), so it is not generated here.
export const condominios = pgTable('condominios', {
  idCondo: integer().primaryKey(),
  referencia: integer().notNull().unique(),
  nome: text().notNull(),
  nomeFantasia: text().notNull(),
  temBiometria: boolean().notNull().default(false),
  /**
   * Bumped in the same transaction as every write that changes what the condominium's lists show (parcels
   * registered or released). Read with the token on each request, it keys the list caches: a cached answer is
   * never older than the request (see docs/decisions/061).
   */
  versaoDados: bigint({ mode: 'number' }).notNull().default(0),
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
