/**
 * npm run bench:import — the residents import (decision 117) at its limit: 20,000 residents over 5,000 units of one
 * condominium (50 blocks of 100), sent to the real server as a CSV and as an .xlsx, each previewed then applied
 * (preview, confirm: the confirmation reads and checks the file again). Prints each step's time and the server's
 * peak RSS (from /proc) against the targets: under 10 s each, RSS under 300 MB. PostgreSQL through DATABASE_URL (a
 * dedicated database "portaria_bench_import" is recreated and dropped; the named one is never touched), embedded
 * PGlite without it. Nothing is asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { completeCpf } from '@portaria/shared';
import { IMPORT_HEADERS, IMPORT_COLUMNS } from '@portaria/shared/administration/residents-import.rules';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { createDatabase, migrate } from '../src/db/client.ts';
import { blocos, unidades } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { TEST_COST } from '../src/platform/access/passwords.ts';
import { serverArgs, waitForServer } from './bench-server-args.ts';

const BLOCKS = 50;
const PER_BLOCK = 100;
const RESIDENTS = 20_000;
const DB_NAME = 'portaria_bench_import';
const log = (text: string) => console.log(text);
const dataDir = mkdtempSync(join(tmpdir(), 'portaria-bench-import-'));

const adminUrl = () => {
  const admin = new URL(process.env.DATABASE_URL!);
  admin.pathname = '/postgres';
  return admin.toString();
};
const onAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(statement);
  await client.end();
};
const benchUrl = async (): Promise<string | undefined> => {
  if (!process.env.DATABASE_URL) return undefined;
  await onAdmin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await onAdmin(`CREATE DATABASE ${DB_NAME}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const blockName = (b: number) => `Torre ${String(b + 1).padStart(2, '0')}`;
/** Row i: four residents per unit, every column filled, a valid CPF of its own. */
const rowOf = (i: number, suffix: string) => {
  const unit = i % (BLOCKS * PER_BLOCK);
  return [
    blockName(Math.floor(unit / PER_BLOCK)),
    String(1000 + (unit % PER_BLOCK)),
    `Pessoa Importada ${i} ${suffix}`,
    completeCpf(String(400_000_000 + i * 7)),
    i % 4 === 0 ? 'Proprietário' : 'Morador',
    `pessoa${i}@exemplo.com.br`,
    '11987654321',
    'Sim',
  ];
};
const header = IMPORT_COLUMNS.map((c) => IMPORT_HEADERS[c]);
const csvFile = (suffix: string) =>
  Buffer.from(
    [header, ...Array.from({ length: RESIDENTS }, (_, i) => rowOf(i, suffix))].map((r) => r.join(';')).join('\r\n'),
    'utf8',
  );
const xlsxFile = async (suffix: string) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Moradores');
  sheet.addRow(header);
  for (let i = 0; i < RESIDENTS; i += 1) sheet.addRow(rowOf(i, suffix));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const url = await benchUrl();
log(`\nBanco: ${url ? `PostgreSQL (${DB_NAME})` : `PGlite embutido em ${dataDir}`}`);
const database = await createDatabase(url ? { url } : { dataDir: `${dataDir}/pglite` });
await migrate(database.db);
await seedDemo(database.db, { hashCost: TEST_COST });
const blockRows = await database.db
  .insert(blocos)
  .values(Array.from({ length: BLOCKS }, (_, b) => ({ idCondo: 1001, nome: blockName(b) })))
  .returning({ idBloco: blocos.idBloco });
await database.db
  .insert(unidades)
  .values(
    blockRows.flatMap(({ idBloco }) =>
      Array.from({ length: PER_BLOCK }, (_, i) => ({ idBloco, nome: String(1000 + i) })),
    ),
  );
await database.close();
log(`${BLOCKS * PER_BLOCK} unidades em ${BLOCKS} blocos; ${RESIDENTS} linhas por arquivo`);

const port = await freePort();
// The server takes the bench's database (or none: PGlite in dataDir), never the caller's DATABASE_URL itself.
const { DATABASE_URL: _callers, ...env } = process.env;
const server: ChildProcess = spawn(process.execPath, await serverArgs(), {
  env: {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(url ? { DATABASE_URL: url } : {}),
  },
  stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitForServer(base, '/api/health/live');
  const json = { origem: 'PORTARIA', 'content-type': 'application/json' };
  const signIn = (await (
    await fetch(`${base}/api/auth/rbac/project/PORTARIA?mode=AppPortaria`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ user: '11144477735', password: 'Sindico@2024' }),
    })
  ).json()) as { token: string };
  const context = (await (
    await fetch(`${base}/api/auth/rbac/context/1001`, {
      method: 'POST',
      headers: { origem: 'PORTARIA', authorization: `Bearer ${signIn.token}` },
    })
  ).json()) as { token: string };
  const headers = {
    origem: 'PORTARIA',
    authorization: `Bearer ${context.token}`,
    'content-type': 'application/octet-stream',
  };
  const pid = server.pid!;

  /** One POST of the file, timed, with the server's RSS sampled every 10 ms. */
  const step = async (name: string, path: string, bytes: Buffer) => {
    let peak = rssKb(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 10);
    const started = performance.now();
    const res = await fetch(`${base}/api/administracao/moradores/importacao/${path}`, {
      method: 'POST',
      headers,
      body: bytes,
    });
    const body = (await res.json()) as { hash?: string; contagem?: Record<string, number>; message?: string };
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssKb(pid));
    const counts = body.contagem ? JSON.stringify(body.contagem) : (body.message ?? '');
    log(
      `  ${name}: ${seconds.toFixed(2)} s, pico de RSS ${(peak / 1024).toFixed(0)} MB (HTTP ${res.status}) ${counts}`,
    );
    return body;
  };

  const files: [string, Buffer][] = [
    ['CSV', csvFile('A')],
    ['XLSX', await xlsxFile('B')],
  ];
  for (const [kind, bytes] of files) {
    log(
      `\n${kind} de ${(bytes.length / 1048576).toFixed(2)} MB (RSS do servidor antes: ${(rssKb(pid) / 1024).toFixed(0)} MB)`,
    );
    const preview = await step('prévia', 'previa', bytes);
    await step('confirmação', `aplicar?previa=${preview.hash}`, bytes);
    const again = await step('prévia de novo', 'previa', bytes);
    await step('confirmação de novo (nada muda)', `aplicar?previa=${again.hash}`, bytes);
  }
  log('\nMetas: prévia e confirmação abaixo de 10 s cada, RSS do servidor abaixo de 300 MB.');
  log('A máquina pode estar dividida com outros processos: os números variam de uma execução para outra.\n');
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
  if (url) await onAdmin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
}
