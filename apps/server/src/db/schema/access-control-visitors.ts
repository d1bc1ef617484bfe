import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { condominios, unidades } from './condominium.ts';
import { usuarios } from './auth.ts';
import { foldSqlText } from '../fold.ts';

/**
 * Visitors and providers of a condominium (spec 02 §3 Visitor-unit; decision 083): the person, once per document
 * type and number in the condominium. Deleting keeps the row (ativo false) so past entries keep their name.
 */
export const visitantes = pgTable(
  'visitantes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    nome: text().notNull(),
    rg: text(),
    empresa: text(),
    telefone: text(),
    estrangeiro: boolean().notNull().default(false),
    /** CPF, RNE or PASSAPORTE, and the number (CPF digits; RNE and passport upper case). */
    tipoDocumento: text().notNull(),
    numeroDocumento: text().notNull(),
    visitanteTipo: text().notNull(),
    usaBiometriaFacial: boolean().notNull().default(false),
    statusBiometria: text().notNull().default('NAO_CADASTRADA'),
    /** Name, company and document folded (lower case, no accents): the list's search reads only this. */
    busca: text().notNull(),
    /** The name alone, folded by the database when written: the search ranks the exact name first (issue 30). */
    nomeBusca: text().generatedAlwaysAs(sql.raw(foldSqlText('nome'))),
    ativo: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visitantes_documento_uq')
      .on(t.idCondo, t.tipoDocumento, t.numeroDocumento)
      .where(sql`ativo`),
    // The search's '%word%' over name, company and document (pg_trgm, loaded in both engines).
    index('visitantes_busca_idx').using('gin', t.busca.op('gin_trgm_ops')),
  ],
);

/** The visitor's link to a unit (none for a provider of the condominium): what lists, schedules and entries hang on. */
export const visitanteUnidades = pgTable(
  'visitante_unidades',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idVisitante: integer()
      .notNull()
      .references(() => visitantes.id, { onDelete: 'cascade' }),
    idUnidade: integer().references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    parentesco: text(),
    funcao: text(),
    observacao: text(),
    /**
     * Authorised by the unit to collect its parcels (issue 32 item 4), whatever the schedule: one who only collects
     * is called on the intercom to come in. Until `retiraAte` (a São Paulo day) when set.
     */
    retiraEncomendas: boolean().notNull().default(false),
    retiraAte: date({ mode: 'string' }),
    /** PORTARIA (the desk) or MORADOR (the resident's app): only the desk's may be deleted here (spec 02 §6). */
    createdBy: text().notNull().default('PORTARIA'),
    idUsuario: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    ativo: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The visitor's `busca`, copied by the database (migration 0053's triggers: on insert of the link, on a change
     * of the visitor's): the desk's "name and unit" search filters a unit's links by it in their index alone.
     */
    buscaVisitante: text().notNull().default(''),
    /**
     * The visitor's `visitanteTipo`, copied by the database (migration 0057's triggers, as `buscaVisitante`): the
     * visitors' list filters a type on the link alone, and the triggers count each type's active links.
     */
    visitanteTipo: text().notNull().default(''),
  },
  (t) => [
    // The desk's "name and unit" search (issue 32): a unit's active links with the visitor's folded text, read
    // from the index alone instead of ~40 scattered rows and their visitors a unit. Migration 0053 adds
    // INCLUDE (id_visitante, busca_visitante, id, retira_encomendas, retira_ate, parentesco).
    index('visitante_unidades_unidade_busca_idx')
      .on(t.idUnidade)
      .where(sql`ativo`),
    uniqueIndex('visitante_unidades_uq')
      .on(t.idVisitante, sql`coalesce(id_unidade, 0)`)
      .where(sql`ativo`),
    index('visitante_unidades_condo_idx')
      .on(t.idCondo, t.id)
      .where(sql`ativo`),
    // The visitors' list of one type, newest first (issue 30): a range, not a walk of every link testing its person.
    index('visitante_unidades_condo_tipo_idx')
      .on(t.idCondo, t.visitanteTipo, t.id)
      .where(sql`ativo`),
    // The few inactive links: an open visit is listed and counted unless its link is one of them (issue 30).
    index('visitante_unidades_inativas_idx')
      .on(t.id)
      .where(sql`not ativo`),
    // The visitor-units of the people a search found (the day's cards searched by name), active or not.
    index('visitante_unidades_visitante_idx').on(t.idVisitante),
    index('visitante_unidades_unidade_idx').on(t.idUnidade),
  ],
);

/**
 * Authorization (schedule): INTERFONAR (no days), PONTUAL (one day) or ACESSO_LIBERADO (a range and a 7-bit weekday
 * mask, bit 0 Sunday). Deleting sets excluido_em: the visits already logged keep pointing at it.
 */
export const autorizacoes = pgTable(
  'autorizacoes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idVisitanteUnidade: integer()
      .notNull()
      .references(() => visitanteUnidades.id, { onDelete: 'cascade' }),
    tipoAutorizacao: text().notNull(),
    dataDe: date({ mode: 'string' }),
    dataAte: date({ mode: 'string' }),
    diasSemana: smallint().notNull().default(0),
    usaBiometriaFacial: boolean().notNull().default(false),
    statusBiometria: text().notNull().default('NAO_CADASTRADA'),
    createdBy: text().notNull().default('PORTARIA'),
    idUsuario: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    excluidoEm: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('autorizacoes_visitante_idx').on(t.idVisitanteUnidade),
    // The day's cards: the schedules whose period covers the day. SP-GiST (a quad tree of the ranges' bounds) read
    // the ~5,000 covering one day of the bench data in ~2/3 of GiST's time (issue 30). Migration 0047 adds INCLUDE
    // (id_condo, tipo_autorizacao, dias_semana, id, id_visitante_unidade, data_de, data_ate): an index-only read.
    index('autorizacoes_periodo_idx')
      .using('spgist', sql`daterange(${t.dataDe}, ${t.dataAte}, '[]')`)
      .where(sql`excluido_em is null and data_de is not null`),
  ],
);

/** Entry log (spec 02 §3): one row per visit, the entry and then its exit; `dia` is the entry's São Paulo day. */
export const logEntradas = pgTable(
  'log_entradas',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idVisitanteUnidade: integer()
      .notNull()
      .references(() => visitanteUnidades.id, { onDelete: 'cascade' }),
    /** Null for an INTERFONAR arrival without a schedule. */
    idAutorizacao: integer().references(() => autorizacoes.id, { onDelete: 'set null' }),
    /** The schedule's type when the visitor came in (INTERFONAR without a schedule). */
    tipoAutorizacao: text().notNull(),
    idUnidade: integer().references(() => unidades.idUnidade, { onDelete: 'set null' }),
    dia: date({ mode: 'string' }).notNull(),
    dtEntrada: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    dtSaida: timestamp({ withTimezone: true, mode: 'date' }),
    entradaPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    saidaPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One entry per scheduled visit and day: the second desk's entry is refused by the database too.
    uniqueIndex('log_entradas_visita_uq')
      .on(t.idAutorizacao, t.dia)
      .where(sql`tipo_autorizacao <> 'INTERFONAR'`),
    index('log_entradas_condo_dia_idx').on(t.idCondo, t.dia, t.id),
    // A unit's visits of a period (the report filtered by unit), newest first.
    index('log_entradas_unidade_dia_idx').on(t.idUnidade, t.dia, t.id),
    index('log_entradas_aberta_idx')
      .on(t.idVisitanteUnidade)
      .where(sql`dt_saida is null`),
    // The condominium's open visits, oldest entry first (the desk's list of visits still inside).
    index('log_entradas_abertas_condo_idx')
      .on(t.idCondo, t.dtEntrada, t.id)
      .where(sql`dt_saida is null`),
  ],
);
