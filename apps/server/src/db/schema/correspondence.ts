import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { condominios, pessoas, unidades } from './condominiums.ts';
import { usuarios } from './users.ts';

const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

/** One release event: one person (listed resident or not) taking one or several parcels at once. */
export const retiradas = pgTable('retiradas', {
  id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  idCondo: integer()
    .notNull()
    .references(() => condominios.idCondo, { onDelete: 'cascade' }),
  dataRetirada: tstz().notNull(),
  /** A listed resident (pessoas.id); null for a person not registered in the unit. */
  idMorador: integer().references(() => pessoas.id, { onDelete: 'set null' }),
  /** The name at release time: the resident's, or nomeMoradorNaoCadastro. */
  nome: text().notNull(),
  cpf: text(),
  cadastrado: boolean().notNull(),
  idUsuario: integer().references(() => usuarios.id, { onDelete: 'set null' }),
});

/** Parcels (spec 02 §3 "Parcel"). id is the code the doorkeeper types ("Cód.{id}"). */
export const correspondencias = pgTable(
  'correspondencias',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idUnidade: integer()
      .notNull()
      .references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    idPorteiro: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    destinatario: text().notNull(),
    categoria: text().notNull(),
    tamanho: text().notNull(),
    descricao: text(),
    codigoRastreio: text(),
    observacao: text(),
    hashFoto: text(),
    dataChegada: tstz().notNull(),
    status: text().notNull().default('PENDENTE'),
    idRetirada: bigint({ mode: 'number' }).references(() => retiradas.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Ascending on purpose: read backwards they give exactly ORDER BY data_chegada DESC, id DESC (NULLS FIRST,
    // PostgreSQL's default for DESC); a "DESC NULLS LAST" index would not match and the planner would sort.
    // History of a unit.
    index('correspondencias_unidade_chegada_idx').on(t.idCondo, t.idUnidade, t.dataChegada, t.id),
    // Pending list of a unit: tiny partial index.
    index('correspondencias_pendentes_idx')
      .on(t.idCondo, t.idUnidade, t.dataChegada, t.id)
      .where(sql`status = 'PENDENTE'`),
    // History of the whole condominium in a period, and its CSV/PDF export.
    index('correspondencias_condo_chegada_idx').on(t.idCondo, t.dataChegada, t.id),
    index('correspondencias_retirada_idx').on(t.idRetirada),
  ],
);

/** Uploaded files (parcel photos, occurrence attachments, condominium documents). hash is the server-generated name; a file belongs to one condominium. */
export const arquivos = pgTable(
  'arquivos',
  {
    hash: text().primaryKey(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idUsuario: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    driver: text().notNull(),
    /** The area whose upload policy the file follows (correspondencia, ocorrencias, documentos). */
    area: text().notNull().default('correspondencia'),
    /** AGUARDANDO until a PUT claims it (RECEBENDO), then ARMAZENADO once the bytes pass the checks. */
    status: text().notNull().default('AGUARDANDO'),
    /** Detected from the first bytes, never taken from the client. */
    contentType: text(),
    tamanho: integer(),
    uploadExpiraEm: tstz().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index('arquivos_condo_idx').on(t.idCondo)],
);

/** Idempotency-Key of POST /correspondencia/entrada: (condominium, key) is unique; the first answer is kept. */
export const chavesIdempotencia = pgTable(
  'chaves_idempotencia',
  {
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    chave: text().notNull(),
    rota: text().notNull(),
    hashRequisicao: text().notNull(),
    idUsuario: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    statusCode: integer(),
    resposta: jsonb().$type<unknown>(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idCondo, t.chave] })],
);
