import { bumpDataVersion, type DataArea } from '../db/data-version.repository.ts';
import type { Database } from '../db/client.ts';
import { inTransaction } from './transaction.ts';

/** What a write changes: the lists of one area (or several) of one condominium. */
export type DataChange = { idCondo: number; area: DataArea | readonly DataArea[] };

/**
 * The transaction of a write that changes what an area's lists show. The area's data version is bumped in the
 * same transaction, after the work: it commits with the rows or not at all (a refused write, 404/409, rolls
 * back and leaves it as it was), and no write through this helper can forget it (decision 071).
 */
export const writeChanges = <T>(db: Database, change: DataChange, work: (tx: Database) => Promise<T>): Promise<T> =>
  inTransaction(db, async (tx) => {
    const result = await work(tx);
    for (const area of typeof change.area === 'string' ? [change.area] : change.area) await bumpDataVersion(tx, change.idCondo, area);
    return result;
  });
