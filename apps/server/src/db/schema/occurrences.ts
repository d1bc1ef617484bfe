import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { foldSqlText } from '../fold.ts';
import { arquivos } from './platform-files.ts';
import { condominios, unidades } from './condominium.ts';
import { usuarios } from './auth.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

const FOLDED = foldSqlText("conteudo || ' ' || tipo_ocorrencia");

/**
 * Occurrences (spec 02 §2.8, §3): a resident's praise, suggestion, complaint or other message, recorded by the desk
 * for a unit. `conteudo` repeats the first content's text so the summary list and its search read one table.
 * `flEncerrado` 'N' open, 'S' closed (the syndic closes it, in a later issue).
 */
export const ocorrencias = pgTable(
  'ocorrencias',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idUnidade: integer()
      .notNull()
      .references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    tipoOcorrencia: text().notNull(),
    publica: text().notNull().default('S'),
    tipoUsuario: text().notNull(),
    conteudo: text().notNull(),
    email: text().notNull(),
    flEncerrado: text().notNull().default('N'),
    dataOcorrencia: at().notNull(),
    createdBy: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    /**
     * The message and the type folded once when written (lower case, no accents: platform/lists/search.ts), so a text search
     * compares each row with LIKE instead of folding ~25,000 rows of a 90-day period on every request.
     */
    busca: text().generatedAlwaysAs(sql.raw(FOLDED)),
    /**
     * `busca`'s pairs of letters as 64 bits (`busca_assinatura`, migration 0056): a text holding a word holds every
     * pair of the word's letters, so a row whose bits lack one of the word's cannot hold it. A word search tests these
     * bits before its LIKE on each of the period's ~22,000 rows (platform/lists/search.ts `signedContains`). Written
     * from the folded text again: a generated column cannot read another one. Never read in JS (64 bits).
     */
    assinatura: bigint({ mode: 'bigint' }).generatedAlwaysAs(sql.raw(`busca_assinatura(${FOLDED})`)),
  },
  (t) => [
    index('ocorrencias_condo_data_idx').on(t.idCondo, t.dataOcorrencia, t.id),
    index('ocorrencias_unidade_data_idx').on(t.idUnidade, t.dataOcorrencia),
  ],
);

/** The occurrence's contents in order: the resident's message first, then the syndic's replies. */
export const ocorrenciaConteudos = pgTable(
  'ocorrencia_conteudos',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idOcorrencia: bigint({ mode: 'number' })
      .notNull()
      .references(() => ocorrencias.id, { onDelete: 'cascade' }),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    conteudo: text().notNull(),
    /** An uploaded file of the same condominium (jpg, png or pdf), bound on creation. */
    hashAnexo: text().references(() => arquivos.hash, { onDelete: 'set null' }),
    /** MORADOR (recorded by the desk) or SINDICO (a reply). */
    autor: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('ocorrencia_conteudos_ocorrencia_idx').on(t.idOcorrencia, t.id)],
);
