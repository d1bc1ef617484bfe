import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { arquivos } from './platform-files.ts';
import { condominios, unidades } from './condominium.ts';
import { pessoas } from './access-control.ts';
import { usuarios } from './auth.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The condominium's documents (spec 02 §2.7): one CONVENCAO (statute) and one REGULAMENTO (internal rules), each a
 * PDF kept through the storage interface (`arquivos`). Replacing one points the row at a new file.
 */
export const documentos = pgTable(
  'documentos',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    tipo: text().notNull(),
    /** The file name shown and sent (contains CONVENCAO or REGULAMENTO, as the spec picks them). */
    nome: text().notNull(),
    hashArquivo: text()
      .notNull()
      .references(() => arquivos.hash),
    updatedBy: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('documentos_condo_tipo_uq').on(t.idCondo, t.tipo)],
);

/**
 * A document link e-mailed to a resident (decision 077): only the SHA-256 of the 256-bit token is kept. It opens
 * that document of that condominium without login until `expiraEm`, unless revoked.
 */
export const documentoLinks = pgTable(
  'documento_links',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull(),
    idDocumento: bigint({ mode: 'number' })
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idUnidade: integer()
      .notNull()
      .references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    idMorador: integer().references(() => pessoas.id, { onDelete: 'set null' }),
    email: text().notNull(),
    expiraEm: at().notNull(),
    revogadoEm: at(),
    createdBy: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('documento_links_token_uq').on(t.tokenHash),
    index('documento_links_unidade_idx').on(t.idUnidade, t.createdAt),
    // The syndic's list of the last 7 days' links, newest first (issue 30: 10.8 ms without it at 100,000 links).
    index('documento_links_condo_criado_idx').on(t.idCondo, t.createdAt),
  ],
);
