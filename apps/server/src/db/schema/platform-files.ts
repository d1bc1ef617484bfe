import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { condominios } from './condominium.ts';
import { usuarios } from './auth.ts';

const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

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
