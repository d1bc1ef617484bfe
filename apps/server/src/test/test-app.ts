import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDatabase, migrate, snapshotDatabase, type Database } from '../db/client.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { TEST_COST } from '../platform/access/passwords.ts';
import type { LoggerOverride } from '../platform/http/logger.ts';
import { createNotifier } from '../platform/notices/create-notifier.ts';
import type { DevOutbox } from '../platform/notices/dev-outbox.ts';
import type { Notifier } from '../platform/notices/providers.ts';
import { checkoutDatabase } from './pglite-pool.ts';
import { EMPTY_SNAPSHOT_ENV, PG_TEMPLATE_ENV, SNAPSHOT_ENV } from './global-setup.ts';

export type TestClock = { now: () => Date; advance: (ms: number) => void; set: (date: Date) => void };

export const createClock = (start = new Date('2024-10-01T12:00:00.000Z')): TestClock => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
};

const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

type Handle = { db: Database; close: () => Promise<void> };

/** A fresh PostgreSQL database per call (empty, or a copy of `template`), so test files can run in parallel. */
export const createPostgresDatabase = async (baseUrl: string, template?: string) => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString() });
  return {
    url: url.toString(),
    db: handle.db,
    close: async () => {
      await handle.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};

let emptySnapshot: Blob | undefined;

/** A fresh, migrated, empty database: on PGlite a clone of the run's migrated snapshot when global-setup made one. */
export const createTestDatabase = async (): Promise<Handle> => {
  const url = process.env.TEST_DATABASE_URL;
  const empty = process.env[EMPTY_SNAPSHOT_ENV];
  if (!url && empty) {
    emptySnapshot ??= new Blob([readFileSync(empty)]);
    return checkoutDatabase(emptySnapshot);
  }
  const handle = url ? await createPostgresDatabase(url) : await createDatabase({ memory: true });
  await migrate(handle.db);
  return handle;
};

// PGlite boots in ~1.5 s; the seeded snapshot, made once per run by global-setup.ts (or once per worker when a
// file runs without it), clones in ~0.25 s.
let seededSnapshot: Promise<Blob> | undefined;
const makeSnapshot = async (): Promise<Blob> => {
  const file = process.env[SNAPSHOT_ENV];
  if (file) return new Blob([readFileSync(file)]);
  const database = await createDatabase({ memory: true });
  try {
    await migrate(database.db);
    await seedDemo(database.db, { hashCost: TEST_COST });
    return (await snapshotDatabase(database.db))!;
  } finally {
    await database.close();
  }
};

const createSeededDatabase = async (): Promise<Handle> => {
  if (process.env.TEST_DATABASE_URL) {
    // The run's seeded template (global-setup.ts), or a seed of its own when a file runs without it.
    const template = process.env[PG_TEMPLATE_ENV];
    if (template) return createPostgresDatabase(process.env.TEST_DATABASE_URL, template);
    const database = await createTestDatabase();
    await seedDemo(database.db, { hashCost: TEST_COST });
    return database;
  }
  seededSnapshot ??= makeSnapshot();
  return checkoutDatabase(await seededSnapshot);
};

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  clock: TestClock;
  /** The SMS/e-mail providers the app uses, and the development outbox that catches their messages. */
  notifier: Notifier;
  outbox: DevOutbox | undefined;
  close: () => Promise<void>;
  /** Another server process on the same database (its own in-memory caches): closed with this one. */
  sibling: (config?: Partial<Config>) => Promise<FastifyInstance>;
};

/** Fresh migrated database with the demo data, an app on a controllable clock, logs silent unless asked. */
export const createTestApp = async (
  options: { now?: Date; logger?: LoggerOverride; seed?: boolean; notifier?: Notifier; config?: Partial<Config> } = {},
): Promise<TestApp> => {
  const clock = createClock(options.now);
  const database = options.seed === false ? await createTestDatabase() : await createSeededDatabase();
  // Uploaded files and the storage secret go to a temporary folder, removed on close.
  const dataDir = mkdtempSync(join(tmpdir(), 'portaria-test-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      NOTICE_DELIVERY: 'inline',
      NOTICE_POLL_MS: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    webDist: '/nonexistent-web-dist',
    dataDir,
    ...options.config,
  };
  const notifications = createNotifier(config, clock.now, options.notifier);
  const app = await buildApp({
    db: database.db,
    config,
    now: clock.now,
    logger: options.logger ?? false,
    notifications,
  });
  const siblings: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    config,
    clock,
    notifier: notifications.notifier,
    outbox: notifications.outbox,
    sibling: async (extra = {}) => {
      const other = await buildApp({
        db: database.db,
        config: { ...config, ...extra },
        now: clock.now,
        logger: false,
        notifications,
      });
      siblings.push(other);
      return other;
    },
    close: async () => {
      for (const other of siblings) await other.close();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
