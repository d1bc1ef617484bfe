import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** What repositories receive: the common surface of the PGlite and node-postgres drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = { db: Database; engine: 'pglite' | 'postgres'; close: () => Promise<void> };

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  memory?: boolean;
  /** In-memory PGlite started from a dumpDataDir() tarball: tests clone a seeded database in ~0.5 s. */
  snapshot?: Blob;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const createDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.snapshot) {
    client = new PGlite({ loadDataDir: options.snapshot });
  } else if (options.memory || !options.dataDir) {
    client = new PGlite();
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return { db: db as unknown as Database, engine: 'pglite', close: () => client.close() };
};

/** Runs the same SQL migrations on either engine, with the migrator that matches the driver. */
/** Tarball of a PGlite database (tests); null for PostgreSQL. */
export const snapshotDatabase = async (db: Database): Promise<Blob | null> => {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof PGlite ? client.dumpDataDir('none') : null;
};

export const migrate = async (db: Database): Promise<void> => {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    await migratePglite(db as never, { migrationsFolder });
  } else {
    await migratePg(db as never, { migrationsFolder });
  }
};
