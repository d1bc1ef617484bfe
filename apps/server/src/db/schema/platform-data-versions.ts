import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { condominios } from './condominium.ts';

/**
 * One counter per (condominium, area), bumped in the same transaction as every write that changes what the area's
 * lists show (a change's `touches`, platform/change/record-change.ts). Cached lists read it and put it in their
 * keys: a cached answer is never older than the request (docs/decisions/061, 071, 106).
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    area: text().notNull(),
    versao: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.idCondo, t.area] })],
);
