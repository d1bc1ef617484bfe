/**
 * npm run bench:reservations — on PostgreSQL (DATABASE_URL, default the local test server): a dedicated database
 * "portaria_bench_reservas" with 200 areas and ~1,100,000 bookings over 5 years in condominium 4521, then the real
 * server under autocannon (50 connections, 10 s) for the day's free slots, the month's list and the month calendar,
 * and 50 clients racing for the same 100 slots (every slot must be booked exactly once). Figures are printed.
 */
import { spawn } from 'node:child_process';
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

const log = (text: string) => console.log(text);
const NAME = 'portaria_bench_reservas';
const dataDir = mkdtempSync(join(tmpdir(), 'portaria-bench-res-'));
const baseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const admin = async (sql: string) => {
  const url = new URL(baseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(sql);
  await client.end();
};
await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin(`CREATE DATABASE ${NAME}`);
const url = new URL(baseUrl);
url.pathname = `/${NAME}`;

const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const br = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

log(`\nBanco: PostgreSQL (${NAME})\nSemeando...`);
const database = await createDatabase({ url: url.toString() });
await migrate(database.db);
await seedDemo(database.db, { hashCost: TEST_COST });
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const t0 = performance.now();
const hours = Array.from({ length: 14 }, (_, i) => ({
  de: `${String(8 + i).padStart(2, '0')}:00`,
  ate: `${String(9 + i).padStart(2, '0')}:00`,
}));
await client.query(
  `INSERT INTO areas (id_condo, nome_area, capacidade, flag_area_paga, valor_taxa_utilizacao, qt_min_dias_disponivel_reserva, qt_dias_disponivel_reserva, dias_semana, horarios)
   SELECT 1001, 'Área de carga ' || g, 10, g % 2, CASE WHEN g % 2 = 1 THEN 30 ELSE 0 END, 0, 400, '{1,2,3,4,5,6,7}', $1::jsonb FROM generate_series(1, 201) g`,
  [JSON.stringify(hours)],
);
const { rows: areaRows } = await client.query<{ id: number }>(
  `SELECT id FROM areas WHERE nome_area LIKE 'Área de carga %' ORDER BY id`,
);
const raceArea = areaRows.pop()!.id; // the 201st stays empty for the race
const loadAreas = areaRows.map((r) => r.id);
const { rows: unitRows } = await client.query<{ id: number }>(
  `SELECT u.id_unidade AS id FROM unidades u JOIN blocos b USING (id_bloco) WHERE b.id_condo = 1001 ORDER BY 1`,
);
const units = unitRows.map((r) => r.id);
// 3 bookings a day per area (hours base, base+4, base+8 of 14: never the same), from 4 years ago to 1 year ahead.
await client.query(
  `INSERT INTO area_reservas (id_condo, id_area, id_unidade, tipo_reserva, data_inicio_reserva, data_fim_reserva, origem_reserva, data_inclusao)
   SELECT 1001, a.id, ($2::int[])[1 + ((a.id * 31 + d * 17 + k) % $3)], 'R',
          (($1::date + d) + make_interval(hours => 8 + ((a.id * 7 + d * 3 + k * 4) % 14)))::timestamp AT TIME ZONE 'America/Sao_Paulo',
          (($1::date + d) + make_interval(hours => 9 + ((a.id * 7 + d * 3 + k * 4) % 14)))::timestamp AT TIME ZONE 'America/Sao_Paulo',
          'PORTARIA', now()
   FROM unnest($4::int[]) AS a(id), generate_series(0, 1825) d, generate_series(0, 2) k`,
  [addDays(today, -1460), units, units.length, loadAreas],
);
await client.query('ANALYZE');
const {
  rows: [count],
} = await client.query<{ n: string }>('SELECT count(*) n FROM area_reservas');
log(
  `  ${Number(count!.n).toLocaleString('pt-BR')} reservas em ${loadAreas.length} áreas, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
await database.close();

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const port = await freePort();
const server = spawn(process.execPath, await serverArgs(), {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
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
try {
  const login = (await (
    await fetch(`${base}/api/auth/rbac/project/PORTARIA?mode=AppPortaria`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: '52998224725', password: 'Portaria@2024' }),
    })
  ).json()) as { token: string };
  const ctx = (await (
    await fetch(`${base}/api/auth/rbac/context/1001`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.token}` },
    })
  ).json()) as { token: string };
  const headers = { authorization: `Bearer ${ctx.token}`, origem: 'PORTARIA' };
  const area = loadAreas[117]!;
  const day = addDays(today, 10);
  const first = `${day.slice(0, 8)}01`;
  const last = addDays(addDays(first, 40).slice(0, 8) + '01', -1);
  const targets = [
    {
      name: 'horários livres do dia (área, unidade)',
      path: `/api/reservaareas/v1/areareserva/calendar/day/hours/${area}/${units[5]}?data=${br(day)}`,
    },
    {
      name: 'reservas do mês da área (RESERVA)',
      path: `/api/reservaareas/v1/areareserva/condominio/4521?datainicio=${br(first)}%2000:00:00&datafim=${br(last)}%2023:59:59&idArea=${area}&tiporeserva=RESERVA`,
    },
    {
      name: 'calendário do mês (B)',
      path: `/api/reservaareas/v1/areareserva/calendar/day/${area}?datainicio=${br(first)}%2000:00:00&datafim=${br(last)}%2023:59:59`,
    },
  ];
  log('\nLeituras sob autocannon, 50 conexões, 10 s cada (após 2 s de aquecimento)');
  for (const target of targets) {
    const sample = (await (await fetch(`${base}${target.path}`, { headers })).json()) as unknown[];
    await autocannon({ url: `${base}${target.path}`, connections: 50, duration: 2, headers });
    const r = await autocannon({ url: `${base}${target.path}`, connections: 50, duration: 10, headers });
    log(
      `  ${target.name.padEnd(42)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${r.requests.average.toFixed(0).padStart(5)} req/s  (${sample.length} itens; falhas ${r.non2xx + r.errors + r.timeouts})`,
    );
  }

  // 50 clients, each trying all 100 slots (days 1..8 ahead × 14 hours, first 100) in its own shuffled order.
  const slots = Array.from({ length: 100 }, (_, i) => {
    const d = addDays(today, 1 + Math.floor(i / 14));
    const h = 8 + (i % 14);
    return { d, de: `${String(h).padStart(2, '0')}:00:00`, ate: `${String(h + 1).padStart(2, '0')}:00:00` };
  });
  const codes = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async (_, c) => {
      const order = slots
        .map((s, i) => ({ s, k: (i * 7919 + c * 104729) % 1000 }))
        .sort((a, b) => a.k - b.k)
        .map((x) => x.s);
      for (const s of order) {
        const res = await fetch(`${base}/api/reservaareas/v1/areareserva`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            idArea: raceArea,
            idUnidade: units[c % units.length],
            dataInicioReserva: `${s.d}T${s.de}`,
            dataFimReserva: `${s.d}T${s.ate}`,
            tipoReserva: 'R',
            observacao: null,
            origemReserva: 'PORTARIA',
          }),
        });
        await res.arrayBuffer();
        codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const check = new pg.Client({ connectionString: url.toString() });
  await check.connect();
  const {
    rows: [booked],
  } = await check.query<{ n: string }>('SELECT count(*) n FROM area_reservas WHERE id_area = $1 AND id_status <> 90', [
    raceArea,
  ]);
  const {
    rows: [overlaps],
  } = await check.query<{ n: string }>(
    `SELECT count(*) n FROM area_reservas a JOIN area_reservas b ON a.id_area = b.id_area AND a.id < b.id
       AND a.id_status <> 90 AND b.id_status <> 90 AND tstzrange(a.data_inicio_reserva, a.data_fim_reserva) && tstzrange(b.data_inicio_reserva, b.data_fim_reserva)
     WHERE a.id_area = $1`,
    [raceArea],
  );
  await check.end();
  log('\nCorrida: 50 clientes, cada um tenta os mesmos 100 horários em ordem própria');
  log(
    `  ${[...codes].map(([s, n]) => `${n} × ${s}`).join(', ')} em ${seconds.toFixed(1)} s (${Math.round(5000 / seconds)} pedidos/s)`,
  );
  log(`  reservas ativas na área: ${booked!.n} (esperado 100); sobreposições: ${overlaps!.n} (esperado 0)`);
  log(
    '\nMetas no PostgreSQL: p99 < 50 ms nos horários do dia e na lista do mês; cada horário reservado uma única vez.',
  );
  log('A máquina pode estar dividida com outros processos: os números variam de uma execução para outra.\n');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.BENCH_KEEP) await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
}
