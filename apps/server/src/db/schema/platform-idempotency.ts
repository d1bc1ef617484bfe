import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { condominios } from './condominium.ts';
import { usuarios } from './auth.ts';

const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

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
