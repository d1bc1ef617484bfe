/**
 * npm run cpu:route -- '<route name part>' [--requests 3000] [--profile /tmp/x.cpuprofile]: the server's own CPU per
 * request of bench:uncached routes, in one process through app.inject (no TCP, no load generator, no other process
 * competing for the cores), on the bench database `npm run bench:uncached` seeded (BENCH_REUSE=1). The figure to
 * compare two versions of a route's code; the wall-clock profile of a loaded server blames socket writes for the
 * time the process waited for a core.
 */
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { todayIn } from '@portaria/shared/common/day';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { benchRoutes } from './bench-uncached-routes.ts';
import { SEARCH_TERMS } from './bench-uncached-seed.ts';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '';
const requests = Number(flag('--requests') ?? 3000);
const profile = flag('--profile');
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
base.pathname = '/portaria_bench_uncached';
process.env.LIST_CACHE_MB = '0';
// No background work (the reminders and the notices' worker), as bench:uncached's server (bench-uncached-support.ts).
process.env.PARCEL_REMINDERS = 'false';
process.env.NOTICE_POLL_MS = '0';
process.env.LOG_LEVEL = 'warn';
process.env.AUTH_CACHE_SECONDS ??= '5';
const config = loadConfig();
const database = await createDatabase({ url: base.toString(), namedStatements: config.namedStatements });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const ids = {
  today: todayIn(new Date()),
  reference: (await rows<{ r: number }>(sql`SELECT referencia AS r FROM condominios WHERE id_condo = 1001`))[0]!.r,
  units: (
    await rows<{ id: number }>(
      sql`SELECT u.id_unidade AS id FROM unidades u JOIN blocos b USING (id_bloco) WHERE b.id_condo = 1001 ORDER BY 1`,
    )
  ).map((r) => r.id),
  areas: (await rows<{ id: number }>(sql`SELECT id FROM areas WHERE id_condo = 1001 ORDER BY id`)).map((r) => r.id),
  keys: (await rows<{ id: number }>(sql`SELECT id FROM chaves WHERE id_condo = 1001 ORDER BY id`)).map((r) => r.id),
  blocks: (await rows<{ id: number }>(sql`SELECT id_bloco AS id FROM blocos WHERE id_condo = 1001 ORDER BY 1`)).map(
    (r) => r.id,
  ),
};
const app = await buildApp({ db: database.db, config });
const post = async (url: string, headers: Record<string, string>, payload?: object) =>
  (await app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })).json() as { token: string };
const tokenOf = async (cpf: string, password: string) => {
  const login = await post('/api/auth/rbac/project/PORTARIA?mode=AppPortaria', {}, { user: cpf, password });
  const ctx = await post('/api/auth/rbac/context/1001', { authorization: `Bearer ${login.token}` });
  return {
    authorization: `Bearer ${ctx.token}`,
    origem: 'PORTARIA',
    ...(process.env.NO_GZIP ? {} : { 'accept-encoding': 'gzip' }),
  };
};
const headers = {
  porteiro: await tokenOf('52998224725', 'Portaria@2024'),
  sindica: await tokenOf('11144477735', 'Sindico@2024'),
};
const session = new Session();
session.connect();
for (const route of benchRoutes(ids, SEARCH_TERMS).filter((r) => r.name.includes(only))) {
  let n = 0;
  let bytes = 0;
  let gzipped = 0;
  const run = async (count: number) => {
    const end = n + count;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (n < end) {
          const reply = await app.inject({ url: route.next(n++), headers: headers[route.as] });
          if (reply.statusCode !== 200) throw new Error(`${reply.statusCode} ${reply.body.slice(0, 200)}`);
          bytes += reply.rawPayload.length;
          if (reply.headers['content-encoding']) gzipped++;
        }
      }),
    );
  };
  await run(300); // warm-up: JIT, named statements
  bytes = gzipped = 0;
  if (profile) {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run(requests);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  if (profile) writeFileSync(profile, JSON.stringify((await session.post('Profiler.stop')).profile));
  console.log(
    `${route.name}: ${((used.user + used.system) / 1000 / requests).toFixed(3)} ms CPU per request ` +
      `(user ${(used.user / 1000 / requests).toFixed(3)}), ${(wall / requests).toFixed(3)} ms wall at 4 at a time, ` +
      `${(bytes / requests / 1024).toFixed(1)} KB per answer (${gzipped} of ${requests} gzipped)`,
  );
}
await app.close();
await database.close();
