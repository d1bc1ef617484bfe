import type { Database } from '../../db/client.ts';

/**
 * Prepared statements of one database handle (tests build many; a transaction is a handle of its own), by key: a
 * list's or a search's SQL for one filter SHAPE (which optional conditions are present), built once per process with
 * `sql.placeholder` for every value. Building a drizzle query costs ~0.3 ms of CPU per request, and PostgreSQL plans
 * an unnamed statement on every execution: 0.4–0.5 ms for a three-table search against 0.2 ms to run it (issue 32).
 * A named one is parsed once per connection and, after a few executions, keeps its plan.
 */
const cache = new WeakMap<Database, Map<string, unknown>>();

export const preparedOnce = <T>(db: Database, key: string, make: () => T): T => {
  let byKey = cache.get(db);
  if (!byKey) cache.set(db, (byKey = new Map()));
  let query = byKey.get(key) as T | undefined;
  if (!query) byKey.set(key, (query = make()));
  return query;
};

/**
 * The name to give drizzle's `prepare` for a statement PostgreSQL must plan for its values on every execution (a word
 * search, whose best plan depends on how common the words are): drizzle builds its SQL once, and without a name the
 * driver sends it unnamed. `prepare` is typed to take a name; an absent one is what the driver reads as unnamed.
 */
export const UNNAMED = undefined as unknown as string;
