import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compactForSnapshot, createDatabase, migrate, snapshotDatabase } from '../db/client.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { TEST_COST } from '../platform/access/passwords.ts';

/** Where the seeded snapshot is handed to the test files (each runs in its own worker). */
export const SNAPSHOT_ENV = 'PORTARIA_TEST_SNAPSHOT';
/** The same, migrated but empty (createTestDatabase): a clone in ~0.2 s instead of a boot and 15 migrations (~1.6 s). */
export const EMPTY_SNAPSHOT_ENV = 'PORTARIA_TEST_EMPTY_SNAPSHOT';

/**
 * Runs once per `vitest run`, before any server test file: migrates and seeds one in-memory PGlite and writes its
 * data directory as a tarball. Every test file then clones it (~0.25 s) instead of migrating and seeding its own
 * (~3 s per file). On PostgreSQL (TEST_DATABASE_URL) each file seeds its own database and this does nothing.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL || process.env[SNAPSHOT_ENV]) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'portaria-snapshot-'));
  const database = await createDatabase({ compact: true });
  try {
    await migrate(database.db);
    await compactForSnapshot(database.db);
    const empty = join(folder, 'migrated.tar');
    writeFileSync(empty, Buffer.from(await (await snapshotDatabase(database.db))!.arrayBuffer()));
    process.env[EMPTY_SNAPSHOT_ENV] = empty;
    await seedDemo(database.db, { hashCost: TEST_COST });
    await compactForSnapshot(database.db);
    const snapshot = await snapshotDatabase(database.db);
    const file = join(folder, 'seeded.tar');
    writeFileSync(file, Buffer.from(await snapshot!.arrayBuffer()));
    process.env[SNAPSHOT_ENV] = file;
  } finally {
    await database.close();
  }
  return () => {
    delete process.env[SNAPSHOT_ENV];
    delete process.env[EMPTY_SNAPSHOT_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
}
