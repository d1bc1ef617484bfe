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

// Creating a database on disk writes and syncs its whole cluster: half a minute on a loaded 2-core machine.
test('um banco novo fica inteiro no disco antes de ser usado', async () => {
  const freshDir = mkdtempSync(join(tmpdir(), 'portaria-durability-new-'));
  try {
    const fresh = await createDatabase({ dataDir: freshDir });
    const synced = flushed.map((file) => relative(freshDir, join(dataDir, file)));
    expect(synced).toContain('PG_VERSION');
    expect(synced).toContain('global/pg_control');
    await fresh.close();
  } finally {
    rmSync(freshDir, { recursive: true, force: true });
  }
}, 90_000);

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
