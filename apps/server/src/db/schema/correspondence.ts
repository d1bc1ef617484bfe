import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { foldSqlText } from '../fold.ts';
import { condominios, unidades } from './condominium.ts';
import { pessoas } from './access-control.ts';
import { usuarios } from './auth.ts';

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
    /** Where the parcel is stored ('P3', 'Armário 2'), typed or scanned at registration (issue 33 item 1). */
    prateleira: text(),
    /** Recipient, description, tracking code and shelf position folded once when written: the shelf's search. */
    busca: text().generatedAlwaysAs(
      sql.raw(
        foldSqlText(
          "destinatario || ' ' || coalesce(descricao, '') || ' ' || coalesce(codigo_rastreio, '') || ' ' || coalesce(prateleira, '')",
        ),
      ),
    ),
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
    // The shelf: every parcel waiting in the condominium, oldest first (issue 33 item 1), and its search.
    index('correspondencias_prateleira_idx')
      .on(t.idCondo, t.dataChegada, t.id)
      .where(sql`status = 'PENDENTE'`),
    index('correspondencias_prateleira_busca_idx')
      .using('gin', t.busca.op('gin_trgm_ops'))
      .where(sql`status = 'PENDENTE'`),
    // The desk's one search by tracking code, typed from its start in any case (issue 32).
    index('correspondencias_rastreio_idx')
      .on(t.idCondo, sql`upper(${t.codigoRastreio}) text_pattern_ops`)
      .where(sql`${t.codigoRastreio} is not null`),
  ],
);
