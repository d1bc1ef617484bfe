import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { compactForSnapshot, createDatabase, migrate, snapshotDatabase } from '../db/client.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { TEST_COST } from '../lib/passwords.ts';

/** Where the seeded snapshot is handed to the test files (each runs in its own worker). */
export const SNAPSHOT_ENV = 'PORTARIA_TEST_SNAPSHOT';
/** The same, migrated but empty (createTestDatabase): a clone in ~0.2 s instead of a boot and 15 migrations (~1.6 s). */
export const EMPTY_SNAPSHOT_ENV = 'PORTARIA_TEST_EMPTY_SNAPSHOT';
/** On PostgreSQL: the name of the run's migrated and seeded template database, cloned by each test file. */
export const PG_TEMPLATE_ENV = 'PORTARIA_TEST_PG_TEMPLATE';

export const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/**
 * PostgreSQL's counterpart of the seeded snapshot: one database migrated and seeded once per run, which each test
 * file copies with CREATE DATABASE … TEMPLATE (well under a second) instead of migrating and seeding its own (~8 s
 * on this shared machine). A mutation run starts each mutant's test files again, so the seeding was most of it.
 */
const setupPostgresTemplate = async (baseUrl: string) => {
  // Both server projects run this setup, at the same time: the first one makes the template, the other waits for it.
  if (process.env[PG_TEMPLATE_ENV]) return undefined;
  if (pendingTemplate) return pendingTemplate.then(() => undefined);
  pendingTemplate = makePostgresTemplate(baseUrl);
  return pendingTemplate;
};

let pendingTemplate: Promise<() => Promise<void>> | undefined;

const makePostgresTemplate = async (baseUrl: string) => {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    // A template may have no open connection while it is copied: this one is closed before any test file starts.
    const database = await createDatabase({ url: url.toString() });
    try {
      await migrate(database.db);
      await seedDemo(database.db, { hashCost: TEST_COST });
    } finally {
      await database.close();
    }
  } catch (error) {
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  process.env[PG_TEMPLATE_ENV] = name;
  return async () => {
    delete process.env[PG_TEMPLATE_ENV];
    pendingTemplate = undefined;
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
};

/**
 * Runs once per `vitest run`, before any server test file: migrates and seeds one in-memory PGlite and writes its
 * data directory as a tarball. Every test file then clones it (~0.25 s) instead of migrating and seeding its own
 * (~3 s per file). On PostgreSQL (TEST_DATABASE_URL) it seeds a template database that each file copies instead.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return setupPostgresTemplate(process.env.TEST_DATABASE_URL);
  if (process.env[SNAPSHOT_ENV]) return undefined;
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
