import type { Database } from '../../db/client.ts';

/** What `db.transaction` hands its callback: a Database whose statements run in that transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A plain transaction, for what is not a change of the record: the demo seed, and the access mechanisms' own
 * bookkeeping (a token's rotation on refresh, a two-factor code's issue). A change of an area (its rows, audit entry,
 * timeline events, notices, idempotency record and data versions) goes through recordChange in platform/change
 * (STYLE §11, decision 106); the modules that may call this are listed in write-path.test.ts. Repositories take
 * `Database`; a transaction is one (drizzle's PgTransaction extends PgDatabase), so `tx` is passed as it is.
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
