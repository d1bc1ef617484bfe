import type { Database } from '../db/client.ts';

/** What `db.transaction` hands its callback: a Database whose statements run in that transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * One change, one transaction (STYLE §11): the row, its audit entry, its timeline event and its notice job commit
 * together or not at all. Repositories take `Database`; a transaction is one (drizzle's PgTransaction extends
 * PgDatabase), so `tx` is passed as it is, without casts.
 */
export const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx: Transaction) => work(tx));

/** PostgreSQL unique_violation (23505), whichever driver wrapped it (drizzle puts the driver's error in `cause`). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

/**
 * PostgreSQL exclusion_violation (23P01): an EXCLUDE constraint refused the row (the reservations' no-overlap
 * rule, decision 076), whichever driver wrapped it.
 */
export const isExclusionViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23P01') return true;
  }
  return false;
};
