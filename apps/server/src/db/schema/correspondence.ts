import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  /**
   * How the desk knew the person (issue 33 item 3, decision 127): CODIGO_RETIRADA (the resident's pickup code) or
   * DOCUMENTO (a document the doorkeeper confirmed); null for releases before it was asked.
   */
  conferencia: text({ enum: ['CODIGO_RETIRADA', 'DOCUMENTO'] }),
  /**
   * Proof of release (issue 33 item 4, decision 131): the stored names (arquivos.hash) of the signature drawn on the
   * desk's screen (PNG) and of the photo of who took the parcels; null when none was taken.
   */
  hashAssinatura: text(),
  hashFoto: text(),
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
    /** A valuable parcel: its release needs a signature or a photo of who takes it (issue 33 item 4). */
    valiosa: boolean().notNull().default(false),
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
    // The shelf filtered by type (and block): the type's waiting parcels of each unit, read from the index alone
    // (a block filter over the index above read every waiting parcel of the block's units from the table).
    index('correspondencias_prateleira_categoria_idx')
      .on(t.idCondo, t.categoria, t.idUnidade, t.dataChegada, t.id)
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

/**
 * The parcels' secret pickup codes (issue 33 item 3, decision 127): only an HMAC-SHA-256 of `idCondo:code` under a
 * key outside the database. A code works while `usadoEm` is null, and every code of a parcel is used up when the
 * parcel is released, however it was; the row stays so a used code can say when its parcel left.
 */
export const codigosRetirada = pgTable(
  'codigos_retirada',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idCorrespondencia: bigint({ mode: 'number' })
      .notNull()
      .references(() => correspondencias.id, { onDelete: 'cascade' }),
    /** Hex HMAC; never the code. */
    hash: text().notNull(),
    criadoEm: tstz().notNull(),
    usadoEm: tstz(),
  },
  (t) => [
    // One waiting parcel per code in a condominium: a registration that draws a taken code draws again.
    uniqueIndex('codigos_retirada_ativos_uq')
      .on(t.idCondo, t.hash)
      .where(sql`usado_em is null`),
    // A used code's parcel ("já foi retirada em ..."), and the codes of a parcel when it is released.
    index('codigos_retirada_hash_idx').on(t.idCondo, t.hash),
    index('codigos_retirada_correspondencia_idx').on(t.idCorrespondencia),
  ],
);

/**
 * The reminders of a parcel nobody collects (issue 33 item 2, decision 130): one row per reminder sent, its notice
 * jobs are `correspondencia_lembrete` of this row's id (each with its own delivery status). The unique number per
 * parcel lets one of two processes send it.
 */
export const lembretesCorrespondencia = pgTable(
  'lembretes_correspondencia',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idCorrespondencia: bigint({ mode: 'number' })
      .notNull()
      .references(() => correspondencias.id, { onDelete: 'cascade' }),
    /** 1 for the first reminder, 2 for the next... */
    numero: integer().notNull(),
    enviadoEm: tstz().notNull(),
  },
  (t) => [uniqueIndex('lembretes_correspondencia_uq').on(t.idCorrespondencia, t.numero)],
);

/**
 * The monthly list for the syndics of the parcels waiting more than 30 days (issue 33 item 2): one row per
 * condominium and São Paulo month, so the list goes once; its notice jobs are `correspondencia_resumo` of the id.
 */
export const resumosCorrespondencia = pgTable(
  'resumos_correspondencia',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    /** 'YYYY-MM' on São Paulo's clock. */
    mes: text().notNull(),
    quantidade: integer().notNull(),
    enviadoEm: tstz().notNull(),
  },
  (t) => [uniqueIndex('resumos_correspondencia_uq').on(t.idCondo, t.mes)],
);
