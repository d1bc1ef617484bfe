/**
 * npm run bench:correspondence — 1,000,000 parcels over 2,000 units, then the real server under autocannon
 * (50 connections, 10 s per list) and a streamed 90-day CSV export of 100,000 rows with the server's peak RSS.
 * Embedded PGlite by default; with DATABASE_URL, a dedicated database "portaria_bench" is (re)created on that
 * PostgreSQL server (the database named in the url is never touched). Figures are printed; nothing is asserted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, migrate } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { TEST_COST } from '../src/platform/access/passwords.ts';
import { BENCH, seedBench } from './bench-correspondence-seed.ts';
import { serverArgs } from './bench-server-args.ts';

const log = (text: string) => console.log(text);
const dataDir = mkdtempSync(join(tmpdir(), 'portaria-bench-'));

// --reuse (PostgreSQL only): keep an already seeded portaria_bench (from BENCH_KEEP=1) and skip the ~30 s seed.
const isReuse = process.argv.includes('--reuse') && Boolean(process.env.DATABASE_URL);

const benchUrl = async (): Promise<string | undefined> => {
  if (!process.env.DATABASE_URL) return undefined;
  const admin = new URL(process.env.DATABASE_URL);
  if (isReuse) {
    admin.pathname = '/portaria_bench';
    return admin.toString();
  }
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS portaria_bench WITH (FORCE)');
  await client.query('CREATE DATABASE portaria_bench');
  await client.end();
  admin.pathname = '/portaria_bench';
  return admin.toString();
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const rssKb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return m ? Number(m[1]) : 0;
};

const url = await benchUrl();
const onlySeed = process.argv.includes('--seed-only');
log(`\nBanco: ${url ? 'PostgreSQL (banco dedicado portaria_bench)' : `PGlite embutido em ${dataDir}`}`);
if (isReuse) {
  log('Reaproveitando portaria_bench já semeado (--reuse)');
} else {
  log('Semeando...');
  const database = await createDatabase({ url, dataDir: `${dataDir}/pglite` });
  await migrate(database.db);
  await seedDemo(database.db, { hashCost: TEST_COST });
  const seedStart = performance.now();
  await seedBench(database.db, log);
  log(`  total: ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  await database.close();
}
if (onlySeed) {
  if (url) rmSync(dataDir, { recursive: true, force: true });
  log(`Banco pronto: ${url ?? dataDir}`);
  process.exit(0);
}

const startServer = async (extraEnv: Record<string, string> = {}) => {
  const port = await freePort();
  const child = spawn(process.execPath, await serverArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url ?? '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Portaria em') && resolve());
    child.on('exit', (code) => reject(new Error(`servidor saiu (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
};
const stopServer = async (child: ReturnType<typeof spawn>) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

let { child: server, base } = await startServer();
try {
  const login = (await (
    await fetch(`${base}/api/auth/rbac/project/PORTARIA?mode=AppPortaria`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: '52998224725', password: 'Portaria@2024' }),
    })
  ).json()) as { token: string };
  const ctx = (await (
    await fetch(`${base}/api/auth/rbac/context/${BENCH.idCondo}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.token}` },
    })
  ).json()) as { token: string };
  const headers = { authorization: `Bearer ${ctx.token}`, origem: 'PORTARIA' };
  const condo = (await (await fetch(`${base}/api/condominios/${BENCH.idCondo}`, { headers })).json()) as {
    blocos: { unidades: { idUnidade: number }[] }[];
  };
  const unit = condo.blocos[7]!.unidades[42]!.idUnidade;
  // The writes during the mixed run go to another unit: the pending list above stays the same between --reuse runs.
  const busyUnit = condo.blocos[3]!.unidades[5]!.idUnidade;
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 90 * 86400_000).toISOString().slice(0, 10);

  const targets = [
    {
      name: 'pendentes da unidade (limit 100)',
      path: `/api/correspondencia?status=PENDENTE&unidade=${unit}&limit=100`,
    },
    {
      name: 'histórico do condomínio, 90 dias, pág. 1 (200 linhas)',
      path: `/api/correspondencia?dataChegadaFrom=${from}&dataChegadaUntil=${today}&page=1&limit=200`,
    },
    {
      name: 'histórico do condomínio, 90 dias, pág. 5 (200 linhas)',
      path: `/api/correspondencia?dataChegadaFrom=${from}&dataChegadaUntil=${today}&page=5&limit=200`,
    },
    {
      name: 'histórico da unidade, 90 dias (200 linhas)',
      path: `/api/correspondencia?unidade=${unit}&dataChegadaFrom=${from}&dataChegadaUntil=${today}&page=1&limit=200`,
    },
  ];
  type Target = { name: string; path: string };
  /** 2 s of warm-up, then 10 s measured; `during` runs alongside the measured part (writes while reading). */
  const measure = async (target: Target, during?: (until: number) => Promise<string>) => {
    const sample = (await (await fetch(`${base}${target.path}`, { headers })).json()) as {
      data: unknown[];
      meta: { totalItems: number };
    };
    await autocannon({ url: `${base}${target.path}`, connections: 50, duration: 2, headers });
    const [r, extra] = await Promise.all([
      autocannon({ url: `${base}${target.path}`, connections: 50, duration: 10, headers }),
      during ? during(Date.now() + 10_000) : Promise.resolve(''),
    ]);
    const errors = r.non2xx + r.errors + r.timeouts;
    log(
      `  ${target.name.padEnd(56)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ` +
        `${r.requests.average.toFixed(0).padStart(5)} req/s  (${sample.data.length} itens de ${sample.meta.totalItems}; falhas ${errors})${extra}`,
    );
  };
  /** One parcel registered every `everyMs` through the API (each one changes the condominium's data version). */
  const registering = (everyMs: number) => async (until: number) => {
    let made = 0;
    while (Date.now() < until) {
      const res = await fetch(`${base}/api/correspondencia/entrada`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          unidade: busyUnit,
          destinatario: 'Carga',
          categoria: 'PACOTE',
          tamanho: 'MEDIO',
          descricao: null,
          codigoRastreio: null,
          observacao: null,
          hashFoto: null,
        }),
      });
      if (res.status === 201) made += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    return `; ${made} cadastros durante a medição`;
  };

  log('\nListas sob autocannon, 50 conexões, 10 s cada (após 2 s de aquecimento)');
  for (const target of targets) await measure(target);
  log('\nHistórico pág. 1 com um cadastro a cada 100 ms no mesmo condomínio (cada um troca a versão dos dados)');
  await measure(targets[1]!, registering(100));

  // The same lists with the answer cache off: what every request costs when its page is not in the cache.
  await stopServer(server);
  ({ child: server, base } = await startServer({ LIST_CACHE_MB: '0' }));
  log('\nSem o cache de respostas (LIST_CACHE_MB=0): cada pedido consulta o banco e serializa');
  for (const target of targets.slice(0, 2)) await measure(target);

  // The export runs on a freshly started server: its RSS then shows the export, not the heap left by the load test.
  await stopServer(server);
  ({ child: server, base } = await startServer());
  await fetch(`${base}/api/correspondencia?status=PENDENTE&unidade=${unit}&limit=100`, { headers });
  const pid = server.pid!;
  const before = rssKb(pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid, 'VmRSS'))), 10);
  const started = performance.now();
  const res = await fetch(
    `${base}/api/correspondencia/relatorio/CSV?dataChegadaFrom=${from}&dataChegadaUntil=${today}`,
    { headers },
  );
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid, 'VmRSS'));
  const rows = lines - 1;
  log('\nExportação CSV de 90 dias');
  log(
    `  ${rows.toLocaleString('pt-BR')} linhas, ${(bytes / 1048576).toFixed(1)} MB em ${seconds.toFixed(2)} s = ${Math.round(rows / seconds).toLocaleString('pt-BR')} linhas/s (HTTP ${res.status})`,
  );
  log(
    `  RSS do servidor: ${(before / 1024).toFixed(0)} MB antes, pico ${(peak / 1024).toFixed(0)} MB durante (VmHWM do processo desde o início: ${(rssKb(pid, 'VmHWM') / 1024).toFixed(0)} MB)`,
  );
  log(
    '\nMetas no PostgreSQL (2 núcleos): p99 < 50 ms nas listas, exportação >= 50.000 linhas/s, pico de RSS < 200 MB.',
  );
  log('A máquina pode estar dividida com outros processos: os números variam de uma execução para outra.\n');
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  // BENCH_KEEP=1 keeps portaria_bench for EXPLAIN sessions.
  if (url && !process.env.BENCH_KEEP && !isReuse) {
    const admin = new URL(url);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS portaria_bench WITH (FORCE)');
    await client.end();
  }
}
