import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Runs a hand-written query; db.execute answers { rows } on both engines (PGlite and node-postgres). */
export const rowsOf = async <R>(db: Database, query: SQL): Promise<R[]> =>
  ((await db.execute(query)) as unknown as { rows: R[] }).rows;
