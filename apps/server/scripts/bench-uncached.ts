/**
 * npm run bench:uncached — every list and search route without any cache, on the data of a large installation
 * (issue 30): 1M parcels, 1M entries, 1M timeline events, 1.1M bookings, 500k occurrences, 100k visitors, 20k
 * residents, 10k vehicles, 100k document links (bench-uncached-seed.ts), nearly all in the benchmarked condominium.
 *
 * Per route: (1) 60 requests one at a time, each statement the route sends recorded with its time (the database time
 * per request, at rest); (2) 50 connections for 10 s after 2 s of warm-up, a different term/page/period on every
 * request and the server's list cache off: p50, p99, req/s; (3) the same route's statements, as recorded in (1), run
 * raw at the same concurrency for 10 s (50 connections on PostgreSQL; one on the embedded engine, which runs one
 * statement at a time anyway): the route over raw throughput. Prints the figures; nothing is asserted.
 *
 *   npm run bench:uncached                         PostgreSQL (DATABASE_URL, default the local server), scale 1
 *   npm run bench:uncached -- --embedded           PGlite, a tenth of the data
 *   npm run bench:search                           the desk's search and unit page alone (--only portaria/)
 *   --scale 0.2   --only entradas   --only 'veículos|portaria/' (routes whose name holds any of the parts)
 *   BENCH_REUSE=1 (keep and reuse the seeded database between runs)   PG_NAMED_STATEMENTS=0 (decision 134 off)
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { todayIn } from '@portaria/shared/common/day';
import { sql } from 'drizzle-orm';
import { createDatabase, migrate, type Database } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { TEST_COST } from '../src/platform/access/passwords.ts';
import { freshBenchDatabase, log, signIn } from './bench-support.ts';
import { benchRoutes, type BenchIds } from './bench-uncached-routes.ts';
import { SEARCH_TERMS, seedLargeInstallation } from './bench-uncached-seed.ts';
import { loadRoute, rawRun, startCaptureServer, type RouteFigures } from './bench-uncached-support.ts';

const args = process.argv.slice(2);
const embedded = args.includes('--embedded');
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const scale = Number(flag('--scale') ?? (embedded ? 0.1 : 1));
const only = flag('--only');
const reuse = Boolean(process.env.BENCH_REUSE);
const today = todayIn(new Date());
const MARIA = { cpf: '11144477735', password: 'Sindico@2024' };

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as { rows: T[] };
const seeded = async (db: Database) => {
  const { rows } = await rowsOf<{ n: string | null }>(db, sql`SELECT to_regclass('bench_uncached_marker')::text AS n`);
  if (!rows[0]?.n) return false;
  const marker = await rowsOf<{ scale: number; dia: string }>(db, sql`SELECT scale, dia FROM bench_uncached_marker`);
  return marker.rows[0]?.scale === scale && marker.rows[0]?.dia === today;
};
/** Runs the migrations not yet applied and answers how many there were. */
const migrateCounting = async (db: Database): Promise<number> => {
  const applied = async () =>
    Number((await rowsOf<{ n: string }>(db, sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`)).rows[0]?.n);
  const before = await applied();
  await migrate(db);
  return (await applied()) - before;
};
const seed = async (db: Database) => {
  const started = performance.now();
  await seedLargeInstallation(db, { scale, today, log });
  await db.execute(sql`CREATE TABLE bench_uncached_marker AS SELECT ${scale}::float8 AS scale, ${today}::text AS dia`);
  log(`Semeado em ${((performance.now() - started) / 1000).toFixed(0)} s`);
};
const idsOf = async (db: Database): Promise<BenchIds> => {
  const units = await rowsOf<{ id: number }>(
    db,
    sql`SELECT u.id_unidade AS id FROM unidades u JOIN blocos b USING (id_bloco) WHERE b.id_condo = 1001 ORDER BY 1`,
  );
  const areas = await rowsOf<{ id: number }>(db, sql`SELECT id FROM areas WHERE id_condo = 1001 ORDER BY id`);
  const condo = await rowsOf<{ referencia: number }>(db, sql`SELECT referencia FROM condominios WHERE id_condo = 1001`);
  const keys = await rowsOf<{ id: number }>(db, sql`SELECT id FROM chaves WHERE id_condo = 1001 ORDER BY id`);
  const blocks = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id_bloco AS id FROM blocos WHERE id_condo = 1001 ORDER BY 1`,
  );
  return {
    today,
    reference: condo.rows[0]!.referencia,
    units: units.rows.map((r) => r.id),
    areas: areas.rows.map((r) => r.id),
    keys: keys.rows.map((r) => r.id),
    blocks: blocks.rows.map((r) => r.id),
  };
};

// ---- the database ----
let target: { url?: string; dataDir?: string };
let dropDatabase = async () => {};
log(`\nbench:uncached — ${embedded ? 'PGlite (embutido)' : 'PostgreSQL'}, escala ${scale}, hoje ${today}`);
if (embedded) {
  const dataDir = `node_modules/.cache/portaria/bench-uncached-${scale}`;
  let fresh = !reuse || !existsSync(`${dataDir}/pglite`);
  if (!fresh) {
    const handle = await createDatabase({ dataDir: `${dataDir}/pglite` });
    fresh = !(await seeded(handle.db));
    if (!fresh) await migrate(handle.db);
    await handle.close();
  }
  if (fresh) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    const handle = await createDatabase({ dataDir: `${dataDir}/pglite` });
    await migrate(handle.db);
    await seedDemo(handle.db, { hashCost: TEST_COST });
    await seed(handle.db);
    await handle.close();
  }
  target = { dataDir };
  if (!reuse) dropDatabase = async () => rmSync(dataDir, { recursive: true, force: true });
} else {
  const name = 'portaria_bench_uncached';
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/${name}`;
  let fresh = !reuse;
  if (!fresh) {
    const handle = await createDatabase({ url: base.toString() }).catch(() => null);
    fresh = !handle || !(await seeded(handle.db).catch(() => false));
    // A kept database takes the migrations written since it was seeded, and then the VACUUM ANALYZE its seed ended
    // with: a migration that rewrites a table's rows (0055 on the vehicles) left it twice its size and its
    // statistics stale, and the next run measured the bloat (a search's 3 ms of database time read as 9).
    if (handle && !fresh && (await migrateCounting(handle.db)) > 0) await handle.db.execute(sql`VACUUM ANALYZE`);
    await handle?.close();
  }
  if (fresh) {
    const bench = await freshBenchDatabase(name);
    await bench.client.end();
    const handle = await createDatabase({ url: bench.url });
    await seed(handle.db);
    await handle.close();
    if (!reuse) dropDatabase = bench.drop;
  }
  target = { url: base.toString() };
}

// ---- the routes ----
const handle = await createDatabase(target.url ? { url: target.url } : { dataDir: `${target.dataDir}/pglite` });
const ids = await idsOf(handle.db);
if (embedded) await handle.close();
const routes = benchRoutes(ids, SEARCH_TERMS).filter(
  (r) => !only || only.split('|').some((part) => r.name.includes(part)),
);
const server = await startCaptureServer(target);
const figures: RouteFigures[] = [];
try {
  const tokens = {
    porteiro: { ...(await signIn(server.base)), 'accept-encoding': 'gzip, deflate, br' },
    sindica: { ...(await signIn(server.base, 1001, MARIA)), 'accept-encoding': 'gzip, deflate, br' },
  };
  for (const route of routes) figures.push(await loadRoute(server, tokens[route.as], route));
  // Named statements planned for their values on every execution: planning is then part of each request's cost.
  const replanned = (await server.plans()).filter((p) => p.generic === 0 && p.custom > 50);
  for (const p of replanned)
    log(`  planejado a cada execução (${p.custom}×): ${p.statement.replace(/\s+/g, ' ').slice(0, 140)}`);
} finally {
  await server.stop();
}

// ---- the same statements, raw ----
const raw = embedded ? await createDatabase({ dataDir: `${target.dataDir}/pglite` }) : handle;
try {
  for (const f of figures)
    Object.assign(f, await rawRun(embedded ? { db: raw.db } : { url: target.url! }, f.sets, embedded ? 1 : 50));
} finally {
  await raw.close();
}

const cpuText = (cpu: RouteFigures['cpu']) =>
  cpu ? `${cpu.server.toFixed(2)} + ${cpu.database.toFixed(2)} + ${cpu.client.toFixed(2)} ms` : '-';
log(
  '\n| rota | p50 | p99 | req/s | falhas | banco por pedido | bruto req/s | rota/bruto | CPU por pedido: servidor + banco + carga |',
);
log('|---|---|---|---|---|---|---|---|---|');
for (const f of figures) {
  const ratio = f.rawRps ? (f.rps / f.rawRps).toFixed(2) : '-';
  log(
    `| ${f.name} | ${f.p50} ms | ${f.p99} ms | ${f.rps.toFixed(0)} | ${f.failures} | ${f.dbMs.toFixed(1)} ms (${f.statements}) | ${f.rawRps?.toFixed(0) ?? '-'} | ${ratio} | ${cpuText(f.cpu)} |`,
  );
}
log('\nA máquina pode estar dividida com outros processos: os números variam de uma execução para outra.\n');
await dropDatabase();
