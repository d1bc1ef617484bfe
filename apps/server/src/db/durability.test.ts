import fs, { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client.ts';

// Decision 062: on a data directory, the embedded engine answers a commit only after its WAL is on disk.
// The flushes are counted where they leave the process: node's fsyncSync/fdatasyncSync, by file.

let dataDir: string;
let handle: DatabaseHandle;
const flushed: string[] = [];
/** What the creation of the database in beforeAll flushed, before the first test cleared the list. */
let flushedByCreation: string[] = [];

const fileOf = (fd: number) => relative(dataDir, readlinkSync(`/proc/self/fd/${fd}`));
const walFlushes = () => flushed.filter((file) => file.startsWith('pg_wal/'));
const countRows = async () => {
  const result = await handle.db.execute(sql`SELECT count(*)::int AS total FROM encomenda`);
  return (result as unknown as { rows: unknown[] }).rows;
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portaria-durability-'));
  for (const name of ['fsyncSync', 'fdatasyncSync'] as const) {
    const original = fs[name];
    vi.spyOn(fs, name).mockImplementation((fd) => {
      flushed.push(fileOf(fd));
      original(fd);
    });
  }
  handle = await createDatabase({ dataDir });
  flushedByCreation = [...flushed];
  await handle.db.execute(sql`CREATE TABLE encomenda (id serial PRIMARY KEY, descricao text NOT NULL)`);
});

afterAll(async () => {
  await handle?.close();
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  flushed.length = 0;
});

// Creating a database on disk writes and syncs its whole cluster: the database of beforeAll is that new database,
// so its creation's flushes are the proof (a second creation here took 10 s of the suite on a slow 2-core machine).
test('um banco novo fica inteiro no disco antes de ser usado', () => {
  expect(flushedByCreation).toContain('PG_VERSION');
  expect(flushedByCreation).toContain('global/pg_control');
});

test('uma inclusão confirmada grava o WAL no disco antes de responder', async () => {
  await handle.db.execute(sql`INSERT INTO encomenda (descricao) VALUES ('caixa')`);
  expect(walFlushes().length).toBeGreaterThanOrEqual(1);
});

test('uma transação confirmada grava o WAL no disco uma vez, no COMMIT', async () => {
  const flushesInside: number[] = [];
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO encomenda (descricao) VALUES ('envelope')`);
    await tx.execute(sql`INSERT INTO encomenda (descricao) VALUES ('pacote')`);
    flushesInside.push(walFlushes().length);
  });
  expect(flushesInside).toEqual([0]);
  expect(walFlushes()).toHaveLength(1);
});

test('uma transação desfeita e uma leitura não gravam nada no disco', async () => {
  // The rows committed before this test: the inclusion tests' own when they ran first, none when they did not.
  const before = await countRows();
  await expect(
    handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO encomenda (descricao) VALUES ('desistência')`);
      tx.rollback();
    }),
  ).rejects.toThrow();
  expect(await countRows()).toEqual(before);
  expect(flushed).toEqual([]);
});
