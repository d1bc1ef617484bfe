/**
 * npm run explain:route -- '/api/portaria/busca?q=maria silva' [--as sindica] — a route's statements, each with its
 * EXPLAIN (ANALYZE, BUFFERS) (and with --generic, the generic plan's), on the benchmark's PostgreSQL database (bench:uncached with BENCH_REUSE=1 keeps it):
 * where a request spends its database time, statement by statement. Nothing is changed.
 */
import type pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';

type QueryFn = (...args: unknown[]) => Promise<unknown>;
type Captured = { text: string; values: unknown[] };

const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('/'));
if (!url) throw new Error('uso: explain-route.ts <url> [--as sindica]');
const asSyndic = args.includes('sindica');
// --generic: each statement's generic plan too (what a named statement may settle on, decision 134).
const generic = args.includes('--generic');
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
base.pathname = '/portaria_bench_uncached';
process.env.DATABASE_URL = base.toString();
process.env.LIST_CACHE_MB = '0';
process.env.PARCEL_REMINDERS = 'false';
process.env.NOTICE_POLL_MS = '0';
process.env.LOG_LEVEL = 'warn';
process.env.WEB_DIST = '/nonexistent';

const config = loadConfig();
const database = await createDatabase({ url: config.databaseUrl });
const client = (database.db as unknown as { $client: { query: QueryFn } }).$client;
const original = client.query;
let captured: Captured[] | null = null;
client.query = function (this: unknown, ...a: unknown[]) {
  const [first, second] = a;
  const c = typeof first === 'string' ? { text: first } : (first as { text: string; values?: unknown[] });
  captured?.push({ text: c.text, values: c.values ?? (second as unknown[] | undefined) ?? [] });
  return original.apply(this, a);
} as QueryFn;

const app = await buildApp({ db: database.db, config });
const user = asSyndic
  ? { user: '11144477735', password: 'Sindico@2024' }
  : { user: '52998224725', password: 'Portaria@2024' };
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/rbac/project/PORTARIA?mode=AppPortaria',
  payload: user,
});
const ctx = await app.inject({
  method: 'POST',
  url: '/api/auth/rbac/context/1001',
  headers: { authorization: `Bearer ${login.json().token}` },
});
const headers = { authorization: `Bearer ${ctx.json().token}`, origem: 'PORTARIA' };
await app.inject({ method: 'GET', url, headers }); // warm: the token's context, the prepared statements
captured = [];
const answer = await app.inject({ method: 'GET', url, headers });
const statements = captured;
captured = null;
console.log(`${answer.statusCode} ${answer.body.length} bytes, ${statements.length} statements\n`);
for (const s of statements) {
  console.log('-----\n' + s.text + '\n' + JSON.stringify(s.values));
  const plan = (await original.call(client, { text: `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, values: s.values })) as {
    rows: { 'QUERY PLAN': string }[];
  };
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  if (!generic || s.values.length === 0) continue;
  const literal = (v: unknown) =>
    v === null || v === undefined
      ? 'NULL'
      : `'${String(v instanceof Date ? v.toISOString() : Array.isArray(v) ? `{${v.join(',')}}` : v).replace(/'/g, "''")}'`;
  // One connection of the pool for the transaction, the PREPARE and the EXPLAIN.
  const one = await (client as unknown as { connect: () => Promise<pg.PoolClient> }).connect();
  await one.query('BEGIN');
  await one.query('SET LOCAL plan_cache_mode = force_generic_plan');
  await one.query(`PREPARE generic_check AS ${s.text}`);
  const genericPlan = await one.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) EXECUTE generic_check(${s.values.map(literal).join(', ')})`,
  );
  await one.query('ROLLBACK');
  await one.query('DEALLOCATE generic_check');
  one.release();
  console.log('--- generic plan\n' + genericPlan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await app.close();
await database.close();
