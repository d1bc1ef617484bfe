import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/** What repositories receive: the common surface of the PGlite and node-postgres drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = { db: Database; engine: 'pglite' | 'postgres'; close: () => Promise<void> };

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  memory?: boolean;
  /** In-memory PGlite started from a dumpDataDir() tarball: tests clone a seeded database in ~0.25 s. */
  snapshot?: Blob;
  /**
   * In memory, made to be snapshotted (tests): 1 MB WAL segments instead of 16 MB, and only two of them kept, so a
   * clone unpacks 16 MB instead of 46 MB (with compactForSnapshot) and starts in ~0.22 s instead of ~0.37 s.
   */
  compact?: boolean;
  /** PostgreSQL: name the statements run twice, parsed and planned once per connection (decision 134). Default on. */
  namedStatements?: boolean;
  /** PGlite on disk: PostgreSQL's WebAssembly compiled as V8 does by default, quick first (`openDurablePglite`). */
  quickCompile?: boolean;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
type CompiledPglite = { pgliteWasmModule: WasmModule; initdbWasmModule: WasmModule; fsBundle: Blob };
// The server's TypeScript libraries leave out the DOM's, where the WebAssembly namespace is declared.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile: (bytes: Uint8Array) => Promise<WasmModule> };
};
let compiledPglite: Promise<CompiledPglite> | undefined;
/**
 * PGlite's WebAssembly, compiled once per process (worker) and its file bundle read once: a test file's clone of the
 * seeded snapshot otherwise compiles the 8.5 MB module and reads the bundle again (~0.1–0.3 s of CPU each).
 */
const compiledOnce = () =>
  (compiledPglite ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, bundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((name) => readFile(join(dist, name))),
    );
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([wasm.compile(pglite!), wasm.compile(initdb!)]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle!]) };
  })());

// Each engine's driver is imported only when that engine is used: a PostgreSQL server never loads PGlite's
// WebAssembly build, and the embedded database never loads pg.
export const createDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.url) {
    const [{ default: pg }, { drizzle }, { nameRepeatedStatements }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('./prepared-pg.ts'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Statements the server sends again and again are parsed and planned once per connection (decision 134).
    if (options.namedStatements !== false) nameRepeatedStatements(pool);
    // An idle connection dropped by the server (restart, pg_terminate_backend, DROP DATABASE … FORCE in tests)
    // is an 'error' event of the pool: unhandled, it would end the process. The pool discards that connection
    // and opens another on the next query.
    pool.on('error', (error) => {
      if (!pool.ending) console.error(`PostgreSQL: conexão ociosa encerrada (${error.message})`);
    });
    const db = drizzle({ client: pool, schema, casing: 'snake_case' });
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle }, { openDurablePglite }, { usePreparedStatements }, { btree_gist }, { pg_trgm }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('./durable-pglite.ts'),
      import('./prepared-pglite.ts'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
  // btree_gist backs the reservations' no-overlap constraint (decision 076); PGlite ships it as a contrib extension.
  // pg_trgm backs the visitor search's trigram index (decision 083).
  const extensions = { btree_gist, pg_trgm };
  const PGliteClass = PGlite as typeof PGlite & { defaultStartParams: string[] };
  let client: PGlite;
  if (options.snapshot) {
    client = new PGlite({ loadDataDir: options.snapshot, extensions, ...(await compiledOnce()) });
  } else if (options.compact) {
    const startParams = [...PGliteClass.defaultStartParams, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=2MB'];
    client = new PGlite({ extensions, initDbStartParams: ['--wal-segsize=1'], startParams });
  } else if (options.memory || !options.dataDir) {
    client = new PGlite({ extensions });
  } else {
    // On disk, a commit is acknowledged only once its WAL is flushed (decision 062); in memory there is no disk.
    client = await openDurablePglite(options.dataDir, { extensions }, options.quickCompile);
  }
  await client.waitReady;
  // Statements the server sends again and again are parsed and planned once (decision 133).
  const db = drizzle({ client: usePreparedStatements(client), schema, casing: 'snake_case' });
  return { db: db as unknown as Database, engine: 'pglite', close: () => client.close() };
};

/** A handle on a PGlite already running (the tests' pool of reset databases): a new Drizzle over the same client. */
export const wrapPglite = async (client: PGlite, close: () => Promise<void>): Promise<DatabaseHandle> => {
  const [{ drizzle }, { usePreparedStatements }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('./prepared-pglite.ts'),
  ]);
  const db = drizzle({ client: usePreparedStatements(client), schema, casing: 'snake_case' });
  return { db: db as unknown as Database, engine: 'pglite', close };
};

/** The PGlite client behind a handle, or null on PostgreSQL (a pg.Pool cannot dump its data directory). */
const pgliteOf = (db: Database): PGlite | null => {
  const client = (db as unknown as { $client: Partial<PGlite> }).$client;
  return typeof client.dumpDataDir === 'function' ? (client as PGlite) : null;
};

/** Embedded PGlite, which runs one query at a time (its request queue is capped: decision 062). */
export const isEmbeddedDatabase = (db: Database): boolean => pgliteOf(db) !== null;

/**
 * Drops PGlite's template0 and template1 (tests only: their snapshots never run CREATE DATABASE) and checkpoints, so
 * the snapshot holds the one database the app uses: 16 MB for the seeded one instead of 46 MB.
 */
export const compactForSnapshot = async (db: Database): Promise<void> => {
  const client = pgliteOf(db);
  if (!client) return;
  await client.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  for (const statement of ['DROP DATABASE IF EXISTS template0', 'DROP DATABASE IF EXISTS template1', 'CHECKPOINT'])
    await client.query(statement);
};

/** Tarball of a PGlite database (tests); null for PostgreSQL. */
export const snapshotDatabase = async (db: Database): Promise<Blob | null> => pgliteOf(db)?.dumpDataDir('none') ?? null;

/** Runs the same SQL migrations on either engine, with the migrator that matches the driver. */
export const migrate = async (db: Database): Promise<void> => {
  if (pgliteOf(db)) {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(db as never, { migrationsFolder });
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(db as never, { migrationsFolder });
  }
};
