/**
 * npm run bench:durability — what the WAL flush of decision 062 costs per committed write on embedded PGlite.
 * The same writes on a temp data directory opened as before (no flush) and as the server opens it now (WAL
 * fsync at commit): a one-row INSERT, a four-statement transaction (a registration: row, audit, timeline,
 * notice) and a SELECT. Prints ms per operation and fsync calls per operation; nothing is asserted.
 */
import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDurablePglite } from '../src/db/durable-pglite.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 300);

let fsyncCalls = 0;
const originalFsync = fs.fsyncSync;
fs.fsyncSync = (fd) => {
  fsyncCalls += 1;
  originalFsync(fd);
};

const schema = `
  CREATE TABLE encomenda (id serial PRIMARY KEY, unidade int NOT NULL, descricao text NOT NULL, criada timestamptz DEFAULT now());
  CREATE INDEX ON encomenda (unidade);
  CREATE TABLE auditoria (id serial PRIMARY KEY, acao text NOT NULL, dados jsonb);
  CREATE TABLE evento (id serial PRIMARY KEY, id_encomenda int NOT NULL, tipo text NOT NULL);
  CREATE TABLE aviso (id serial PRIMARY KEY, id_encomenda int NOT NULL, canal text NOT NULL);`;

type Operation = { name: string; run: (db: PGlite, i: number) => Promise<unknown> };

const operations: Operation[] = [
  {
    name: 'INSERT de uma linha (commit implícito)',
    run: (db, i) => db.query('INSERT INTO encomenda (unidade, descricao) VALUES ($1, $2)', [i % 50, `caixa ${i}`]),
  },
  {
    name: 'transação de 4 comandos (registro)',
    run: (db, i) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO encomenda (unidade, descricao) VALUES ($1, $2) RETURNING id',
          [i % 50, `pacote ${i}`],
        );
        const id = rows[0]!.id;
        await tx.query('INSERT INTO auditoria (acao, dados) VALUES ($1, $2)', ['registro', { id }]);
        await tx.query('INSERT INTO evento (id_encomenda, tipo) VALUES ($1, $2)', [id, 'recebida']);
        await tx.query('INSERT INTO aviso (id_encomenda, canal) VALUES ($1, $2)', [id, 'sms']);
      }),
  },
  { name: 'SELECT (leitura)', run: (db, i) => db.query('SELECT * FROM encomenda WHERE unidade = $1', [i % 50]) },
];

const measure = async (label: string, open: (dir: string) => Promise<PGlite>) => {
  const dir = mkdtempSync(join(tmpdir(), 'portaria-durability-bench-'));
  try {
    const db = await open(dir);
    await db.exec(schema);
    for (const operation of operations) {
      for (let i = 0; i < 20; i += 1) await operation.run(db, i); // warm-up
      fsyncCalls = 0;
      const start = performance.now();
      for (let i = 0; i < ROUNDS; i += 1) await operation.run(db, i);
      const ms = (performance.now() - start) / ROUNDS;
      console.log(
        `${label.padEnd(24)} ${operation.name.padEnd(40)} ${ms.toFixed(3)} ms  ${(fsyncCalls / ROUNDS).toFixed(2)} fsync`,
      );
    }
    await db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// The flush alone, without PGlite: what the disk charges for one 8 kB WAL page written and fsynced.
const rawFlush = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portaria-durability-bench-'));
  const fd = fs.openSync(join(dir, 'segment'), 'w');
  const page = Buffer.alloc(8192, 1);
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) {
    fs.writeSync(fd, page, 0, page.length, (i % 64) * 8192);
    originalFsync(fd);
  }
  const ms = (performance.now() - start) / ROUNDS;
  fs.closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
  return ms;
};

console.log(`\n${ROUNDS} operações de cada tipo, PGlite em disco (${tmpdir()})`);
console.log(`escrita de 8 kB + fsync, sem PGlite: ${rawFlush().toFixed(3)} ms\n`);
await measure('sem flush (antes)', async (dir) => {
  const db = new PGlite(dir);
  await db.waitReady;
  return db;
});
await measure('WAL fsync no commit', (dir) => openDurablePglite(dir));
