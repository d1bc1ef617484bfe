import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { foldSqlText } from '../fold.ts';

// idCondo comes from the client's master data (1001, 1002...), so it is not generated here.
export const condominios = pgTable('condominios', {
  idCondo: integer().primaryKey(),
  referencia: integer().notNull().unique(),
  nome: text().notNull(),
  nomeFantasia: text().notNull(),
  temBiometria: boolean().notNull().default(false),
  /** Set in the administration console (issue 31); the demo's were loaded without them. */
  cnpj: text().unique(),
  endereco: text(),
  /** Deactivated: only its administrators still sign in to it (decision 116). */
  ativo: boolean().notNull().default(true),
  /** Several blocks, or one that the desk never asks for (spec 01 §3 single-block flag). */
  multiplosBlocos: boolean().notNull().default(true),
  /** This condominium's support contacts and links; null falls back to the installation's environment values. */
  suporteWhatsapp: text(),
  suporteTelefone: text(),
  chatUrl: text(),
  painelBiometriaUrl: text(),
  /** Days a parcel may wait before the shelf marks it as late (issue 33 item 1). */
  diasAlertaEncomenda: integer().notNull().default(7),
  /** Days a parcel waits before its first reminder to the unit (issue 33 item 2); 0: no reminders. */
  diasPrimeiroLembrete: integer().notNull().default(3),
  /** Days between the following reminders; 0: only the first. */
  diasEntreLembretes: integer().notNull().default(7),
  /** Every release needs a signature or a photo of who takes it (issue 33 item 4, decision 131). */
  comprovanteRetirada: boolean().notNull().default(false),
});

export const blocos = pgTable(
  'blocos',
  {
    idBloco: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    nome: text().notNull(),
    /** The name folded once when written (platform/lists/search.ts): searches that name a block do not fold per row. */
    busca: text().generatedAlwaysAs(sql.raw(foldSqlText('nome'))),
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
    /** The name folded once when written, as the block's. */
    busca: text().generatedAlwaysAs(sql.raw(foldSqlText('nome'))),
    /** A deactivated unit leaves every picker and takes no new record; its history stays (never deleted). */
    ativa: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('unidades_bloco_nome_uq').on(t.idBloco, t.nome),
    // The start of a unit's name ("1204", "12"), read by the desk's search in every condominium (issue 32).
    index('unidades_busca_idx').on(t.busca.op('text_pattern_ops')),
    // A word anywhere in a unit's name, for the searches where a word may name a unit (units-naming.ts, issue 30).
    index('unidades_busca_trgm_idx').using('gin', t.busca.op('gin_trgm_ops')),
    // A block's units in natural order ("2" before "10"): the vehicles' list walks them up to its page (issue 30).
    index('unidades_ordem_idx').on(t.idBloco, sql`length(${t.nome})`, t.nome, t.idUnidade),
  ],
);
