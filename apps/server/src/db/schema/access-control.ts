import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { condominios, unidades } from './condominium.ts';
import { usuarios } from './auth.ts';
import { foldSqlText } from '../fold.ts';

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
    /**
     * The name folded once when written (lower case, no accents: platform/lists/search.ts), so the residents and the
     * pickup searches read a trigram index instead of folding every resident of every condominium (issue 30).
     */
    busca: text().generatedAlwaysAs(sql.raw(foldSqlText('nome'))),
    /**
     * The unit's condominium, written by the database (trigger `pessoas_condominio`, migration 0022) whenever the
     * unit is: the residents list walks (condominium, name) on an index instead of sorting the condominium's
     * residents on every page (issue 30). Never written by the app.
     */
    idCondo: integer().references(() => condominios.idCondo, { onDelete: 'cascade' }),
  },
  (t) => [
    index('pessoas_unidade_idx').on(t.idUnidade),
    // The active residents of a condominium in the list's order (name, then id).
    index('pessoas_condo_nome_idx')
      .on(t.idCondo, t.nome, t.id)
      .where(sql`situacao = 'ATIVO'`),
    index('pessoas_cpf_idx').on(t.cpf),
    // '%word%' on the folded name, from 3 characters (pg_trgm, loaded in both engines).
    index('pessoas_busca_idx').using('gin', t.busca.op('gin_trgm_ops')),
    // 'digits%' on the CPF in any collation (a trigram index of digits alone has too few distinct trigrams to help).
    index('pessoas_cpf_prefixo_idx').on(t.cpf.op('text_pattern_ops')),
    // One active (or blocked) record of a CPF per unit: two desks approving at once cannot make two.
    uniqueIndex('pessoas_unidade_cpf_vigente_uq')
      .on(t.idUnidade, t.cpf)
      .where(sql`situacao <> 'REMOVIDO'`),
  ],
);

/** Spec 02 §3 Unit access request, waiting for the syndic (decision 078). */
export const solicitacoesAcesso = pgTable(
  'solicitacoes_acesso',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idUnidade: integer()
      .notNull()
      .references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    nomeSolicitante: text().notNull(),
    cpfCnpjSolicitante: text().notNull(),
    tipoVinculo: text().notNull(),
    emailSolicitante: text(),
    celularSolicitante: text().notNull(),
    acessoApp: boolean().notNull(),
    origemCadastro: text().notNull().default('PORTARIA'),
    status: text().notNull().default('PENDENTE'),
    createdBy: integer().references(() => usuarios.id),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedBy: integer().references(() => usuarios.id),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    idPessoa: integer().references(() => pessoas.id),
  },
  (t) => [
    index('solicitacoes_acesso_condo_status_idx').on(t.idCondo, t.status),
    // One pending request per CPF and unit: the second desk gets SOLICITACAO_EXISTENTE.
    uniqueIndex('solicitacoes_acesso_pendente_uq')
      .on(t.idUnidade, t.cpfCnpjSolicitante)
      .where(sql`status = 'PENDENTE'`),
  ],
);

/** Spec 02 §3 Invitation: a face-biometrics invitation, opened once through its token (decision 078). */
export const convites = pgTable(
  'convites',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idUnidade: integer()
      .notNull()
      .references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    idPessoa: integer().references(() => pessoas.id),
    nomeConvidado: text().notNull(),
    cpfConvidado: text(),
    tipoDocumentoEstrangeiro: text(),
    documentoEstrangeiro: text(),
    telefone: text(),
    email: text(),
    tipoEnvio: text().notNull(),
    tipoPessoa: text().notNull(),
    /** SHA-256 of the token; the token itself is only in the link. */
    tokenHash: text().notNull().unique(),
    expiraEm: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usadoEm: timestamp({ withTimezone: true, mode: 'date' }),
    consentimentoEm: timestamp({ withTimezone: true, mode: 'date' }),
    /** The stored photo (files.hash), staff-only. */
    foto: text(),
    createdBy: integer().references(() => usuarios.id),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('convites_condo_idx').on(t.idCondo, t.createdAt)],
);
