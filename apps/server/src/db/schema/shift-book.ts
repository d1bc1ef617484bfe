import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { foldSqlText } from '../fold.ts';
import { arquivos } from './platform-files.ts';
import { condominios, unidades } from './condominium.ts';
import { usuarios } from './auth.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The shift book (issue 34): what the desk writes for the next shift. The book is evidence: an entry can be changed or
 * removed only in its first 15 minutes (`excluidoEm` keeps a removed one out of the lists, never out of the table);
 * after that a correction is a new entry that names the old one (`idCorrige`).
 */
export const livroRegistros = pgTable(
  'livro_registros',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    /** INFORMACAO, PENDENCIA or URGENTE. */
    categoria: text().notNull(),
    texto: text().notNull(),
    idUnidade: integer().references(() => unidades.idUnidade, { onDelete: 'set null' }),
    /** An uploaded file of the same condominium (jpg, png or pdf), bound on creation. */
    hashAnexo: text().references(() => arquivos.hash, { onDelete: 'set null' }),
    idCorrige: bigint({ mode: 'number' }),
    idUsuario: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    /** The author's name as it was, so the book reads the same after an account is renamed or removed. */
    autorNome: text().notNull(),
    /** The moment it happened: the server's clock, or an offline write's moment (decision 128). */
    criadoEm: at().notNull(),
    /** When the server received it: the 15-minute edit window counts from here (migration 0039). */
    recebidoEm: at().notNull().defaultNow(),
    editadoEm: at(),
    excluidoEm: at(),
    /** A PENDENCIA or URGENTE item marked resolved: by whom and when. */
    resolvidoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    resolvidoPorNome: text(),
    resolvidoEm: at(),
    /** Text and author folded once when written, so a search compares with LIKE (platform/lists/search.ts). */
    busca: text().generatedAlwaysAs(sql.raw(foldSqlText("texto || ' ' || autor_nome"))),
  },
  (t) => [
    // Every list leaves deleted entries out: without them in the index, a page's ids are read from it alone (index-only;
    // page 20 of 90 days walked 1,000 entries and their table rows, 0.22 → 0.09 ms). Migration 0050.
    index('livro_registros_condo_criado_idx')
      .on(t.idCondo, t.criadoEm, t.id)
      .where(sql`${t.excluidoEm} is null`),
    // The open items a new shift must read: few rows, read at every sign-in.
    index('livro_registros_abertos_idx')
      .on(t.idCondo, t.criadoEm)
      .where(sql`${t.resolvidoEm} is null and ${t.excluidoEm} is null and ${t.categoria} <> 'INFORMACAO'`),
    index('livro_registros_busca_idx').using('gin', t.busca.op('gin_trgm_ops')),
    check('livro_registros_categoria_ck', sql`${t.categoria} in ('INFORMACAO', 'PENDENCIA', 'URGENTE')`),
  ],
);

/** A shift closed by the outgoing doorkeeper, with its summary: what the next one reads before the dashboard. */
export const livroPassagens = pgTable(
  'livro_passagens',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    resumo: text().notNull(),
    idUsuario: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    autorNome: text().notNull(),
    criadoEm: at().notNull(),
  },
  (t) => [index('livro_passagens_condo_criado_idx').on(t.idCondo, t.criadoEm)],
);

/** 'Li e estou ciente': a person's reading of a handover (once per person and handover), with name and time. */
export const livroCiencias = pgTable(
  'livro_ciencias',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idPassagem: bigint({ mode: 'number' }).references(() => livroPassagens.id, { onDelete: 'cascade' }),
    idUsuario: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    /** The open items shown when the person confirmed. */
    registros: bigint({ mode: 'number' }).array().notNull(),
    confirmadoEm: at().notNull(),
  },
  (t) => [uniqueIndex('livro_ciencias_passagem_usuario_uq').on(t.idCondo, t.idPassagem, t.idUsuario)],
);
