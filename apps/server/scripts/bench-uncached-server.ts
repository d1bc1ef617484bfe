/**
 * The server of `npm run bench:uncached`: what `src/main.ts` starts (no demo seeding, the list cache off), with every
 * statement the routes send recorded while the benchmark asks for it over IPC ('capture' → on, 'drain' → the
 * statements since the last drain with their time). Run as a child process by bench-uncached.ts only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';

export type TimedStatement = { text: string; params: unknown[]; ms: number };
type QueryFn = (...args: unknown[]) => Promise<unknown>;

const config = loadConfig();
const database = await createDatabase({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  namedStatements: config.namedStatements,
});
const client = (database.db as unknown as { $client: { query: QueryFn } }).$client;
const original = client.query;
let recording = false;
let recorded: TimedStatement[] = [];
// Only a request's own statements: the job queue's and the periodic tasks' (reminders) would be replayed raw too.
const inRequest = new AsyncLocalStorage<true>();
client.query = function (this: unknown, ...args: unknown[]) {
  if (!recording || !inRequest.getStore()) return original.apply(this, args);
  const [first, second] = args;
  const config = typeof first === 'string' ? { text: first } : (first as { text: string; values?: unknown[] });
  const params = config.values ?? (second as unknown[] | undefined) ?? [];
  const started = performance.now();
  const answer = original.apply(this, args);
  void answer.then(
    () => recorded.push({ text: config.text, params, ms: performance.now() - started }),
    () => undefined,
  );
  return answer;
} as QueryFn;

type PlanCount = { name: string; statement: string; generic: number; custom: number };
/** Each pooled connection's named statements and how each was planned (custom plans are planning on every run). */
const planCounts = async (): Promise<PlanCount[]> => {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  if (typeof pool.connect !== 'function') return [];
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  const byName = new Map<string, PlanCount>();
  try {
    for (const client of clients) {
      const { rows } = await client.query<PlanCount>(
        'select name, statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements',
      );
      for (const row of rows) {
        const seen = byName.get(row.name);
        if (seen) Object.assign(seen, { generic: seen.generic + row.generic, custom: seen.custom + row.custom });
        else byName.set(row.name, row);
      }
    }
  } finally {
    for (const client of clients) client.release();
  }
  return [...byName.values()];
};

process.on('message', (message: string) => {
  if (message === 'plans') void planCounts().then((plans) => process.send!({ plans }));
  if (message === 'capture') recording = true;
  if (message === 'drain') {
    process.send!({ statements: recorded });
    recorded = [];
  }
  if (message === 'quiet') {
    recording = false;
    recorded = [];
    // The mark's async hooks follow every promise: left on, they cost the load phase ~x% of the server's CPU.
    inRequest.disable();
  }
});

const app = await buildApp({ db: database.db, config });
// Before fastify's own listener: what it runs for the request, and what that awaits, carries the mark.
// Only while recording: the production server runs without async hooks, and so must the load phase.
app.server.prependListener('request', () => recording && inRequest.enterWith(true));
await app.listen({ port: config.port, host: config.host });
console.log(`Portaria em http://${config.host}:${config.port}`);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
