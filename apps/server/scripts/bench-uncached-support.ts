/**
 * The three measures of bench:uncached: the route's statements recorded one request at a time (database time per
 * request), the route under 50 connections (autocannon), and the recorded statements run raw at the same
 * concurrency.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_ENV, serverNodeFlags } from '../../../scripts/server-bundle.ts';
import type { Database } from '../src/db/client.ts';
import { log, measure } from './bench-support.ts';
import type { TimedStatement } from './bench-uncached-server.ts';
import type { BenchRoute } from './bench-uncached-routes.ts';

export type RouteFigures = {
  name: string;
  search: boolean;
  p50: number;
  p99: number;
  rps: number;
  failures: number;
  /** The median request's database time, one request at a time, and its number of statements. */
  dbMs: number;
  statements: number;
  sets: TimedStatement[][];
  rawRps?: number;
  rawP99?: number;
  /** CPU time per answered request under load: the server's process, PostgreSQL's processes, the load generator. */
  cpu?: CpuPerRequest;
};

/** CPU milliseconds per request, from /proc: load on the machine lengthens waits, not the CPU a request costs. */
export type CpuPerRequest = { server: number; database: number; client: number };

const TICK_MS = 10; // /proc/<pid>/stat counts in USER_HZ (100 on Linux)
const ticksOf = (pid: number | string) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0; // gone meanwhile
  }
};
const postgresTicks = () =>
  readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .reduce((sum, pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' ? sum + ticksOf(pid) : sum;
      } catch {
        return sum;
      }
    }, 0);

/** Counts the CPU the server, PostgreSQL and this process spend between start and end. */
export const cpuMeter = (serverPid: number) => {
  let at = { server: 0, database: 0, client: 0 };
  const now = () => {
    const own = process.cpuUsage();
    return { server: ticksOf(serverPid), database: postgresTicks(), client: (own.user + own.system) / 1000 / TICK_MS };
  };
  let spent = { server: 0, database: 0, client: 0 };
  return {
    start: () => void (at = now()),
    end: () => {
      const then = now();
      spent = {
        server: (then.server - at.server) * TICK_MS,
        database: (then.database - at.database) * TICK_MS,
        client: (then.client - at.client) * TICK_MS,
      };
    },
    perRequest: (requests: number): CpuPerRequest => ({
      server: spent.server / Math.max(1, requests),
      database: spent.database / Math.max(1, requests),
      client: spent.client / Math.max(1, requests),
    }),
  };
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** bench-uncached-server.ts on the database (a url, or an embedded data directory), the list cache off. */
export const startCaptureServer = async (target: { url?: string; dataDir?: string }) => {
  const scratch = mkdtempSync(join(tmpdir(), 'portaria-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The allocator's settings `npm start` runs with (decision 120).
    ...SERVER_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir ?? scratch,
    LIST_CACHE_MB: '0',
    // No background work while the routes are measured: the parcel reminders of the seed's 50,000 waiting parcels
    // (two notices per resident of each unit, every run) and their delivery by the queue's worker had piled up
    // ~300,000 notices in the kept bench database, and the worker sending them took the cores the routes were
    // measured on (its claim statement ran 6,120 times during one run).
    PARCEL_REMINDERS: 'false',
    NOTICE_POLL_MS: '0',
    // One process: the tokens' contexts are kept as a single-process installation keeps them (decision 132).
    AUTH_CACHE_SECONDS: process.env.AUTH_CACHE_SECONDS ?? '5',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    WEB_DIST: '/nonexistent',
  };
  if (target.url) env.DATABASE_URL = target.url;
  else delete env.DATABASE_URL;
  const server: ChildProcess = fork(new URL('./bench-uncached-server.ts', import.meta.url).pathname, [], {
    env,
    // BENCH_SERVER_ARGS adds node flags to the server alone ("--cpu-prof --cpu-prof-dir=/tmp/prof").
    // The node flags `npm start` runs with (decision 120: the heap's limits), then BENCH_SERVER_ARGS.
    execArgv: [
      '--import',
      'tsx',
      ...serverNodeFlags(env),
      ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  // BENCH_SERVER_STDOUT=1: the server's own output (--trace-gc's lines, say) after the benchmark's.
  if (process.env.BENCH_SERVER_STDOUT) server.stdout!.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Portaria em') && resolve());
    server.on('exit', (code) => reject(new Error(`servidor saiu (${code})`)));
  });
  const drain = () =>
    new Promise<TimedStatement[]>((resolve) => {
      server.once('message', (m) => resolve((m as { statements: TimedStatement[] }).statements));
      server.send('drain');
    });
  // The named statements PostgreSQL planned again on every execution (decision 134 expects a generic plan).
  const plans = () =>
    new Promise<{ name: string; statement: string; generic: number; custom: number }[]>((resolve) => {
      server.once('message', (m) => resolve((m as { plans: [] }).plans ?? []));
      server.send('plans');
    });
  return {
    pid: server.pid!,
    plans,
    base: `http://127.0.0.1:${port}`,
    capture: () => server.send('capture'),
    quiet: () => server.send('quiet'),
    drain,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(scratch, { recursive: true, force: true });
    },
  };
};
type CaptureServer = Awaited<ReturnType<typeof startCaptureServer>>;

const SAMPLE = 60;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** wrk's own CPU time added to the client's, when wrk was the client (the meter reads this process alone). */
const withClient = (cpu: CpuPerRequest, r: object, requests: number): CpuPerRequest =>
  'clientMs' in r ? { ...cpu, client: cpu.client + (r.clientMs as number) / Math.max(1, requests) } : cpu;

/** The route recorded one request at a time, then under load. */
export const loadRoute = async (
  server: CaptureServer,
  headers: Record<string, string>,
  route: BenchRoute,
): Promise<RouteFigures> => {
  const sets: TimedStatement[][] = [];
  // Warm-up first (the pool's connections, the prepared statements, the pages the route reads), then recorded.
  for (let n = 0; n < 10; n++)
    await (await fetch(`${server.base}${route.next(2_000_003 + n * 11)}`, { headers })).arrayBuffer();
  server.capture();
  await server.drain();
  for (let n = 0; n < SAMPLE; n++) {
    const res = await fetch(`${server.base}${route.next(1_000_003 + n * 7)}`, { headers });
    if (n === 0 && res.status !== 200) log(`  ${route.name}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    else await res.arrayBuffer();
    sets.push(await server.drain());
  }
  server.quiet();
  // BENCH_DUMP=<folder>: each route's recorded statements as JSON, to read which ones cost the time.
  if (process.env.BENCH_DUMP)
    writeFileSync(join(process.env.BENCH_DUMP, `${route.name.replace(/[^\w]+/g, '-')}.json`), JSON.stringify(sets));
  const statements = sets.flat();
  // The median request's database time: one request at a time, the machine otherwise idle.
  const perRequest = sets.map((set) => set.reduce((sum, s) => sum + s.ms, 0)).sort((a, b) => a - b);
  const dbMs = percentile(perRequest, 0.5);
  let n = 0;
  const meter = cpuMeter(server.pid);
  const r = await measure(server.base, headers, route.name, () => route.next(n++), meter);
  return {
    name: route.name,
    search: route.search,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    failures: r.non2xx + r.errors + r.timeouts,
    dbMs,
    statements: Math.round(statements.length / SAMPLE),
    sets,
    cpu: withClient(meter.perRequest(r.requests.total), r, r.requests.total),
  };
};

type RunQuery = (text: string, params: unknown[]) => Promise<unknown>;

/**
 * The recorded requests' statements again, raw, for 10 s on `connections` connections (each request's statements in
 * order on one connection): requests per second and p99.
 */
export const rawRun = async (
  target: { url?: string; db?: Database },
  sets: TimedStatement[][],
  connections: number,
) => {
  const runners: { query: RunQuery; end: () => Promise<void> }[] = [];
  if (target.url) {
    for (let i = 0; i < connections; i++) {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      runners.push({ query: (text, params) => client.query(text, params), end: () => client.end() });
    }
  } else {
    const client = (target.db as unknown as { $client: { query: RunQuery } }).$client;
    runners.push({ query: (text, params) => client.query(text, params), end: async () => {} });
  }
  const latencies: number[] = [];
  let next = 0;
  const until = performance.now() + 10_000;
  await Promise.all(
    runners.map(async (runner) => {
      while (performance.now() < until) {
        const set = sets[next++ % sets.length]!;
        const started = performance.now();
        for (const s of set) await runner.query(s.text, s.params);
        latencies.push(performance.now() - started);
      }
    }),
  );
  await Promise.all(runners.map((r) => r.end()));
  latencies.sort((a, b) => a - b);
  return { rawRps: latencies.length / 10, rawP99: Math.round(percentile(latencies, 0.99)) };
};
