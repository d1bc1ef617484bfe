/**
 * npm run bench:residents — 20,000 residents over 5,000 units of one condominium, then the real server under
 * autocannon (50 connections, 10 s each) on the resident list: page 1, a name search and a block filter. PostgreSQL
 * through DATABASE_URL (a dedicated database "portaria_bench_residents" is recreated; the named one is never touched),
 * embedded PGlite without it. Prints p50/p99; nothing is asserted. PORT picks the server's port (default 3236).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, migrate } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { TEST_COST } from '../src/platform/access/passwords.ts';
import { serverArgs, waitForServer } from './bench-server-args.ts';
import { BENCH_RESIDENTS, seedBenchResidents } from './bench-residents-seed.ts';
import { signIn } from './bench-support.ts';

const { blocks, unitsPerBlock, residents } = BENCH_RESIDENTS;
const port = Number(process.env.PORT ?? 3236);
const log = (text: string) => console.log(text);
const dataDir = mkdtempSync(join(tmpdir(), 'portaria-bench-residents-'));

const benchUrl = async (): Promise<string | undefined> => {
  if (!process.env.DATABASE_URL) return undefined;
  const admin = new URL(process.env.DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS portaria_bench_residents WITH (FORCE)');
  await client.query('CREATE DATABASE portaria_bench_residents');
  await client.end();
  admin.pathname = '/portaria_bench_residents';
  return admin.toString();
};

const url = await benchUrl();
log(`\nBanco: ${url ? 'PostgreSQL (portaria_bench_residents)' : `PGlite embutido em ${dataDir}`}`);
const database = await createDatabase(url ? { url } : { dataDir: `${dataDir}/pglite` });
await migrate(database.db);
await seedDemo(database.db, { hashCost: TEST_COST });
const started = Date.now();
const { blockIds } = await seedBenchResidents(database.db);
log(
  `${residents} moradores em ${blocks * unitsPerBlock} unidades (${blocks} blocos) semeados em ${Date.now() - started} ms`,
);
const firstBlock = blockIds[0]!;
await database.close();

const server = spawn(process.execPath, await serverArgs(), {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(url ? { DATABASE_URL: url } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitForServer(base);
  const auth = await signIn(base);
  const list = '/api/portaria/api/v2/condominios/1001/submoradores';
  const cases = [
    ['página 1', `${list}?page=1&limit=50`],
    ['busca por nome ("conceicao")', `${list}?page=1&limit=50&nomeMorador=conceicao`],
    ['filtro de bloco', `${list}?page=1&limit=50&idsBlocos=${firstBlock}`],
  ] as const;
  for (const [name, path] of cases) {
    const check = await fetch(`${base}${path}`, { headers: auth });
    const body = (await check.json()) as { meta: { totalItems: number } };
    const result = await autocannon({ url: `${base}${path}`, connections: 50, duration: 10, headers: auth });
    log(
      `${name}: ${body.meta.totalItems} itens; ${result.requests.total} pedidos, ${result.non2xx} não-2xx; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
