/**
 * npm run bench:writes — writes under concurrent desks (issue 30 item 7): the real server (the build `npm start` runs)
 * on embedded PGlite in a temp DATA_DIR, or on PostgreSQL with --pg (DATABASE_URL, default the local server), the
 * demo data plus 60 bookable areas. For each write, 20 connections for 15 s after 2 s of warm-up, every request a
 * different body: a parcel registration (POST /api/correspondencia/entrada, a different unit and addressee) and a
 * booking (POST /api/reservaareas/v1/areareserva, a different free slot: area, day and hour never repeat).
 * Prints p50, p99, req/s, the answers other than 2xx by status, the server's CPU per request (/proc) and its peak RSS.
 * Nothing is asserted.
 *
 *   npm run bench:writes                       embedded PGlite (what `npm start` runs)
 *   npm run bench:writes -- --pg               PostgreSQL
 *   --only parcel|booking   CONNECTIONS=20 DURATION=15   EMBEDDED_DB_*=… (passed to the server)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIn } from '@portaria/shared/common/day';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createDatabase, migrate, type Database } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { TEST_COST } from '../src/platform/access/passwords.ts';
import { failureKinds, freshBenchDatabase, log, signIn, startBenchServer } from './bench-support.ts';
import { cpuMeter } from './bench-uncached-support.ts';

const args = process.argv.slice(2);
const isPostgres = args.includes('--pg');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const DURATION = Number(process.env.DURATION ?? 15);
const AREAS = 60;
const HOURS = Array.from({ length: 16 }, (_, i) => 6 + i); // slots 06:00–22:00, one hour each
const today = todayIn(new Date());

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** 60 areas open every day for 400 days ahead, half of them paid (a charge row with the booking). */
const addAreas = async (db: Database) => {
  const horarios = HOURS.map((h) => ({
    de: `${String(h).padStart(2, '0')}:00`,
    ate: `${String(h + 1).padStart(2, '0')}:00`,
  }));
  await db.execute(sql`
    INSERT INTO areas (id_condo, nome_area, capacidade, flag_area_paga, valor_taxa_utilizacao,
                       qt_min_dias_disponivel_reserva, qt_dias_disponivel_reserva, dias_semana, horarios)
    SELECT 1001, 'Área de carga ' || g, 10, g % 2, CASE WHEN g % 2 = 1 THEN 30 ELSE 0 END, 0, 400,
           '{1,2,3,4,5,6,7}', ${JSON.stringify(horarios)}::jsonb
    FROM generate_series(1, ${AREAS}) g`);
};
const idsOf = async (db: Database) => ({
  areas: (
    await rowsOf<{ id: number }>(db, sql`SELECT id FROM areas WHERE nome_area LIKE 'Área de carga %' ORDER BY id`)
  ).map((r) => r.id),
  units: (
    await rowsOf<{ id: number }>(
      db,
      sql`SELECT u.id_unidade AS id FROM unidades u JOIN blocos b USING (id_bloco) WHERE b.id_condo = 1001 ORDER BY 1`,
    )
  ).map((r) => r.id),
});

// ---- the database and the server ----
let ids: Awaited<ReturnType<typeof idsOf>>;
let server: Awaited<ReturnType<typeof startBenchServer>>;
let cleanUp: () => Promise<void>;
if (isPostgres) {
  const bench = await freshBenchDatabase('portaria_bench_writes');
  await bench.client.end();
  const handle = await createDatabase({ url: bench.url });
  await addAreas(handle.db);
  ids = await idsOf(handle.db);
  await handle.close();
  server = await startBenchServer(bench.url);
  cleanUp = bench.drop;
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'portaria-bench-writes-'));
  const handle = await createDatabase({ dataDir: `${dataDir}/pglite` });
  await migrate(handle.db);
  await seedDemo(handle.db, { hashCost: TEST_COST });
  await addAreas(handle.db);
  ids = await idsOf(handle.db);
  await handle.close();
  server = await startBenchServer('', dataDir);
  cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
};

let slot = 0;
/** The n-th free slot: every area's hour of a day before the next hour, then the next day (from tomorrow). */
const nextSlot = () => {
  const n = slot++;
  const area = ids.areas[n % AREAS]!;
  const hour = HOURS[Math.floor(n / AREAS) % HOURS.length]!;
  const offset = 1 + Math.floor(n / (AREAS * HOURS.length));
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const at = (h: number) => `${day}T${String(h).padStart(2, '0')}:00:00`;
  return { idArea: area, dataInicioReserva: at(hour), dataFimReserva: at(hour + 1) };
};
let parcel = 0;
const writes = {
  parcel: {
    name: 'cadastro de correspondência',
    path: '/api/correspondencia/entrada',
    body: () => {
      const n = parcel++;
      return {
        unidade: ids.units[n % ids.units.length],
        destinatario: `Destinatário ${n}`,
        categoria: 'PACOTE',
        tamanho: 'MEDIO',
        descricao: `Volume ${n}`,
        codigoRastreio: null,
        observacao: null,
        hashFoto: null,
      };
    },
  },
  booking: {
    name: 'reserva de área',
    path: '/api/reservaareas/v1/areareserva',
    body: () => ({
      ...nextSlot(),
      idUnidade: ids.units[slot % ids.units.length],
      tipoReserva: 'R',
      observacao: null,
      origemReserva: 'PORTARIA',
    }),
  },
} as const;

log(
  `\nbench:writes — ${isPostgres ? 'PostgreSQL' : 'PGlite em disco (embutido)'}, ${CONNECTIONS} conexões, ${DURATION} s por escrita, hoje ${today}`,
);
try {
  const headers = { ...(await signIn(server.base)), 'content-type': 'application/json' };
  for (const [key, write] of Object.entries(writes)) {
    if (only && only !== key) continue;
    const requests = [
      {
        method: 'POST' as const,
        path: write.path,
        setupRequest: (request: object) => ({ ...request, body: JSON.stringify(write.body()) }),
      },
    ];
    const first = await fetch(`${server.base}${write.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(write.body()),
    });
    if (first.status !== 201) log(`  ${write.name}: ${first.status} ${(await first.text()).slice(0, 200)}`);
    else await first.arrayBuffer();
    await autocannon({ url: server.base, connections: CONNECTIONS, duration: 2, headers, requests });
    const meter = cpuMeter(server.pid);
    let peak = rssMb(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
    meter.start();
    const r = await autocannon({ url: server.base, connections: CONNECTIONS, duration: DURATION, headers, requests });
    meter.end();
    clearInterval(sampler);
    const cpu = meter.perRequest(r.requests.total);
    log(
      `  ${write.name.padEnd(28)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  máx ${String(r.latency.max).padStart(5)} ms  ${r.requests.average.toFixed(0).padStart(4)} req/s  CPU ${cpu.server.toFixed(1)} ms servidor${isPostgres ? ` + ${cpu.database.toFixed(1)} ms banco` : ''} por pedido  RSS pico ${peak.toFixed(0)} MB  (falhas ${r.non2xx + r.errors + r.timeouts}${failureKinds(r)})`,
    );
  }
  log('\nA máquina pode estar dividida com outros processos: os números variam de uma execução para outra.\n');
} finally {
  await server.stop();
  await cleanUp();
}
