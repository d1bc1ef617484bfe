import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Spec 02 §3 Profile values: morar.proprietario, morar.inquilino, morar.morador, morar.parcial, morar.restrito. */
    perfil: text().notNull().default('morar.morador'),
    /** The resident app is installed (spec 02 §3 morador.cadastrado, flTemLoginAtivo; GET /appinstalado/{unitId}). */
    appInstalado: boolean().notNull().default(false),
    /** flLiberadoParaUsarApp: the unit let this person use the app (acessoApp of the access request). */
    flUsoApp: boolean().notNull().default(true),
    /** Came from the legacy system: the desk cannot edit it (spec 02 §6). */
    flCadastroDoLegado: boolean().notNull().default(false),
    /** The staff user whose access request created it (null: legacy, the app, the administration). */
    createdBy: integer(),
    statusBiometria: text().notNull().default('NAO_CADASTRADA'),
    /** ATIVO lives in the unit; BLOQUEADO was blocked by the owner; REMOVIDO left it (kept for history). */
    situacao: text().notNull().default('ATIVO'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    removidoEm: timestamp({ withTimezone: true, mode: 'date' }),
    removidoPor: integer(),
  },
  (t) => [
    index('pessoas_unidade_idx').on(t.idUnidade),
    index('pessoas_cpf_idx').on(t.cpf),
    // One active (or blocked) record of a CPF per unit: two desks approving at once cannot make two.
    uniqueIndex('pessoas_unidade_cpf_vigente_uq')
      .on(t.idUnidade, t.cpf)
      .where(sql`situacao <> 'REMOVIDO'`),
  ],
);
