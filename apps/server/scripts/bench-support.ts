/**
 * What the benchmarks share: a dedicated PostgreSQL database with the demo data, the real server as a child
 * process on a free port, a doorkeeper's context token, and autocannon's figures printed on one line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, migrate } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { TEST_COST } from '../src/platform/access/passwords.ts';
import { serverArgs } from './bench-server-args.ts';
import { wrkAvailable, wrkMeasure } from './bench-wrk.ts';

export const log = (text: string) => console.log(text);

const baseUrl = () => new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const admin = async (sql: string) => {
  const url = baseUrl();
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(sql);
  await client.end();
};

/** A new database `name`, migrated and seeded with the demo data: its url and a connected client. */
export const freshBenchDatabase = async (name: string) => {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = baseUrl();
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString() });
  await migrate(database.db);
  await seedDemo(database.db, { hashCost: TEST_COST });
  await database.close();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    client,
    drop: () => (process.env.BENCH_KEEP ? Promise.resolve() : admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * The server (`src/main.ts`, production mode) on the database, until `stop()`: PostgreSQL at `databaseUrl`, or with
 * '' embedded PGlite in `embeddedDataDir` (a DATA_DIR prepared by the caller, left in place) or a new temp DATA_DIR.
 */
export const startBenchServer = async (databaseUrl: string, embeddedDataDir?: string) => {
  const dataDir = embeddedDataDir ?? mkdtempSync(join(tmpdir(), 'portaria-bench-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, await serverArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Portaria em') && resolve());
    server.on('exit', (code) => reject(new Error(`servidor saiu (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    pid: server.pid!,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      if (!embeddedDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Headers of a context token of the demo user in a condominium (Carlos, the doorkeeper, by default). */
export const signIn = async (
  base: string,
  idCondo = 1001,
  user = { cpf: '52998224725', password: 'Portaria@2024' },
) => {
  const login = (await (
    await fetch(`${base}/api/auth/rbac/project/PORTARIA?mode=AppPortaria`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: user.cpf, password: user.password }),
    })
  ).json()) as { token: string };
  const ctx = (await (
    await fetch(`${base}/api/auth/rbac/context/${idCondo}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.token}` },
    })
  ).json()) as { token: string };
  return { authorization: `Bearer ${ctx.token}`, origem: 'PORTARIA' };
};

/** Which answers failed: the status codes other than 2xx, then errors and timeouts (' — 503: 12, erros: 3'). */
export const failureKinds = (r: Awaited<ReturnType<typeof autocannon>>) => {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}: ${count}`);
  if (r.errors) codes.push(`erros: ${r.errors}`);
  if (r.timeouts) codes.push(`esgotados: ${r.timeouts}`);
  return codes.length ? ` — ${codes.join(', ')}` : '';
};

/**
 * 50 connections for 10 s after 2 s of warm-up on the requests `next` gives (one path, or a new one per request),
 * printed as 'name  p50  p99  req/s  (failures)'. BENCH_CLIENT=wrk: the load from wrk (bench-wrk.ts).
 */
export const measure = async (
  base: string,
  headers: Record<string, string>,
  name: string,
  next: () => string,
  onRun?: { start: () => void; end: () => void },
) => {
  if (process.env.BENCH_CLIENT === 'wrk') {
    if (!wrkAvailable()) throw new Error('BENCH_CLIENT=wrk: instale o wrk (apt-get install -y wrk)');
    const w = await wrkMeasure(base, headers, next, onRun);
    const failures = w.non2xx + w.errors + w.timeouts;
    log(
      `  ${name.padEnd(46)} p50 ${String(w.latency.p50).padStart(4)} ms  p99 ${String(w.latency.p99).padStart(4)} ms  ${w.requests.average.toFixed(0).padStart(5)} req/s  (wrk; falhas ${failures})`,
    );
    return w;
  }
  const requests = [{ setupRequest: (request: { path?: string }) => ({ ...request, path: next() }) }];
  await autocannon({ url: base, connections: 50, duration: 2, headers, requests });
  onRun?.start();
  const r = await autocannon({ url: base, connections: 50, duration: 10, headers, requests });
  onRun?.end();
  log(
    `  ${name.padEnd(46)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${r.requests.average.toFixed(0).padStart(5)} req/s  (falhas ${r.non2xx + r.errors + r.timeouts}${failureKinds(r)})`,
  );
  return r;
};
