import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { condominios } from './condominium.ts';

/**
 * Rows per (series, condominium, day) of the big logs (a series: a log, or a log in one state), kept by a trigger on each log in the row's own transaction
 * (migration 0020): a period's total is the sum of at most 90 counters instead of a count of ~180,000 rows, so a
 * report list counts its unfiltered period in well under a millisecond (issue 30, decision 114).
 */
export const dailyCounts = pgTable(
  'contagens_diarias',
  {
    serie: text().notNull(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    dia: date({ mode: 'string' }).notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serie, t.idCondo, t.dia] })],
);

/**
 * Rows per (series, condominium) of a set listed without a period (a condominium's active residents), kept by a
 * trigger like the daily counters (migration 0022): the unfiltered list's total without counting the set.
 */
export const counts = pgTable(
  'contagens',
  {
    serie: text().notNull(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serie, t.idCondo] })],
);
