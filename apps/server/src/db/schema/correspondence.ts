import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
