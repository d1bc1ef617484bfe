import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The one-time setup address of an installation started without demo data (issue 31 item 1): only the sha256 of
 * the secret, so every API process (and a restart) checks the same one. One row at most; deleted once used.
 */
export const instalacao = pgTable(
  'instalacao',
  {
    id: integer().primaryKey().default(1),
    segredoHash: text().notNull(),
    criadoEm: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('instalacao_uma_linha', sql`${t.id} = 1`)],
);
