/**
 * npm run bench:audit — the audit log viewer (issue 31 item 7, decision 118) over a large log: 1,000,000 entries on
 * PostgreSQL (DATABASE_URL, default the local server; database "portaria_bench_audit", dropped at the end), or a
 * tenth on the embedded PGlite (`npm run bench:audit -- --embedded`). The entries span three years, ten
 * condominiums (60 % in the syndic's, 20 % in the other the administrator manages), 60 people and every action of
 * the catalogue with a realistic skew (parcels, visits and sign-ins most, the console's changes rarely).
 *
 * Then the real server under autocannon, 20 connections for 10 s after 2 s of warm-up, nothing cached (the route
 * reads the database every time) and a different filter on every request: a period (none, or 1 to 90 days anywhere
 * in the three years), a person, an area, an action (each present or not, drawn independently, so some combinations
 * match nothing), and a cursor deep in the log on a fifth of them. Prints p50, p99 and req/s per scenario; the goal
 * is p99 < 100 ms. Nothing is asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUDIT_ACTIONS } from '@portaria/shared/common/audit-actions';
import { AUDIT_AREAS } from '@portaria/shared/administration/audit.labels';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createDatabase, migrate, type Database } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { TEST_COST } from '../src/platform/access/passwords.ts';
import { freshBenchDatabase, log, signIn } from './bench-support.ts';
import { serverArgs } from './bench-server-args.ts';

const embedded = process.argv.includes('--embedded');
const TOTAL = embedded ? 100_000 : 1_000_000;
const CONNECTIONS = 20;
const YEARS = 3;
const MARIA = { cpf: '11144477735', password: 'Sindico@2024' };
const RENATA = { cpf: '74185296355', password: 'Admin@2024' };

/** The action's area, as the write paths file them. */
const areaOf = (acao: string): string => {
  const [prefix = '', verb = ''] = acao.split('.');
  const special: Record<string, string> = {
    'morador.solicitar_acesso': 'solicitacao_acesso',
    'morador.aprovar_acesso': 'solicitacao_acesso',
    'morador.recusar_acesso': 'solicitacao_acesso',
    'documento.enviar': 'documento_link',
    'documento.revogar_link': 'documento_link',
    'unidade.criar_lote': 'bloco',
  };
  const byPrefix: Record<string, string> = {
    conta: 'usuario',
    biometria: 'pessoa',
    visitante: 'visitante_unidade',
    visita: 'log_entrada',
    bloqueio: 'reserva',
    instalacao: 'condominio',
  };
  return special[`${prefix}.${verb}`] ?? byPrefix[prefix] ?? prefix;
};

// The desk's daily work first (most entries), the console's changes last (rare): drawn with a cubic skew.
const FREQUENT = [
  'correspondencia.cadastrar',
  'visita.registrar_entrada',
  'visita.registrar_saida',
  'correspondencia.retirar',
  'sessao.entrar',
  'sessao.selecionar_referencia',
  'sessao.sair',
  'visitante.cadastrar',
  'autorizacao.cadastrar',
  'veiculo.cadastrar',
];
const ACTIONS = [...FREQUENT, ...AUDIT_ACTIONS.filter((a) => !FREQUENT.includes(a))];
const AREAS = ACTIONS.map(areaOf);

/** A constant array of ours as an SQL literal (drizzle would expand a JS array into a list of parameters). */
const intArray = (values: number[]) => sql.raw(`ARRAY[${values.join(',')}]::int[]`);
const textArray = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const seedLog = async (db: Database) => {
  const started = performance.now();
  await db.execute(sql`
    INSERT INTO condominios (id_condo, referencia, nome, nome_fantasia)
    SELECT 5000 + c, 95000 + c, 'Condomínio ' || c, 'Residencial ' || c FROM generate_series(1, 8) c`);
  await db.execute(sql`
    INSERT INTO usuarios (cpf, nome)
    SELECT lpad((90000000 + g)::text, 11, '0'),
      (ARRAY['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Heitor','Íris','João'])[1 + g % 10] || ' '
      || (ARRAY['Silva','Souza','Oliveira','Santos','Lima','Pereira'])[1 + g % 6] || ' ' || g
    FROM generate_series(1, 54) g`);
  const users = (await rowsOf<{ id: number }>(db, sql`SELECT id FROM usuarios ORDER BY id`)).map((r) => r.id);
  await db.execute(sql`SELECT setseed(0.31)`);
  // One statement of set-based SQL: the person skewed too (a few doorkeepers write most), the condominium 60/20/20,
  // the instant uniform over the years and the ids in its order, details of the shapes the write paths store.
  await db.execute(sql`
    INSERT INTO audit_log (id_usuario, id_condo, acao, entidade, id_entidade, detalhes, created_at)
    SELECT (${intArray(users)})[1 + floor(power(r.p, 2) * ${users.length})::int],
      CASE WHEN r.c < 0.6 THEN 1001 WHEN r.c < 0.8 THEN 1002 ELSE 5001 + floor((r.c - 0.8) * 40)::int END,
      (${textArray(ACTIONS)})[1 + k.i], (${textArray(AREAS)})[1 + k.i], g::text,
      CASE WHEN (${textArray(ACTIONS)})[1 + k.i] LIKE '%.editar' OR (${textArray(ACTIONS)})[1 + k.i] LIKE '%.renomear'
        THEN jsonb_build_object('nome', jsonb_build_object('antes', 'Antes ' || g, 'depois', 'Depois ' || g))
        ELSE jsonb_build_object('idUnidade', g % 900, 'placa', 'ABC' || (g % 10) || 'D' || (g % 90 + 10)) END,
      now() - r.t * ${YEARS * 365} * interval '1 day'
    FROM generate_series(1, ${TOTAL}) g,
      LATERAL (SELECT random() AS p, random() AS c, random() AS t, random() AS a, g AS x) r,
      LATERAL (SELECT least(floor(power(r.a, 3) * ${ACTIONS.length})::int, ${ACTIONS.length - 1}) AS i) k
    -- Written in time order, as the append-only log is: a period's entries sit on neighbouring pages.
    ORDER BY r.t DESC`);
  // As autovacuum leaves a table at rest: statistics and the visibility map.
  await db.execute(sql`VACUUM ANALYZE`);
  const [count] = await rowsOf<{ n: string }>(db, sql`SELECT count(*) AS n FROM audit_log`);
  log(
    `  ${Number(count!.n).toLocaleString('pt-BR')} registros de auditoria, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return users;
};

// ---- the database ----
log(`\nbench:audit — ${embedded ? 'PGlite (embutido)' : 'PostgreSQL'}, ${TOTAL.toLocaleString('pt-BR')} registros`);
let serverEnv: NodeJS.ProcessEnv;
let cleanup: () => Promise<void>;
let users: number[];
const scratch = mkdtempSync(join(tmpdir(), 'portaria-bench-audit-'));
if (embedded) {
  const handle = await createDatabase({ dataDir: `${scratch}/pglite` });
  await migrate(handle.db);
  await seedDemo(handle.db, { hashCost: TEST_COST });
  users = await seedLog(handle.db);
  await handle.close();
  serverEnv = { DATA_DIR: scratch };
  cleanup = async () => rmSync(scratch, { recursive: true, force: true });
} else {
  const bench = await freshBenchDatabase('portaria_bench_audit');
  await bench.client.end();
  const handle = await createDatabase({ url: bench.url });
  users = await seedLog(handle.db);
  await handle.close();
  serverEnv = { DATA_DIR: scratch, DATABASE_URL: bench.url };
  cleanup = async () => {
    rmSync(scratch, { recursive: true, force: true });
    await bench.drop();
  };
}

// ---- the server ----
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...serverEnv,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  WEB_DIST: '/nonexistent',
};
if (!serverEnv.DATABASE_URL) delete env.DATABASE_URL;
const server: ChildProcess = spawn(process.execPath, await serverArgs(), { env, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve, reject) => {
  server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Portaria em') && resolve());
  server.on('exit', (code) => reject(new Error(`servidor saiu (${code})`)));
});
const base = `http://127.0.0.1:${port}`;

// ---- the filters: a different one on every request ----
const DAY_MS = 86_400_000;
const now = Date.now();
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const isoDay = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
const filter = (extra = '') => {
  const q = new URLSearchParams();
  if (Math.random() < 0.6) {
    const from = now - Math.random() * YEARS * 365 * DAY_MS;
    q.set('dataDe', isoDay(from));
    q.set('dataAte', isoDay(Math.min(now, from + Math.floor(Math.random() * 90) * DAY_MS)));
  }
  if (Math.random() < 0.4) q.set('idUsuario', String(pick(users)));
  if (Math.random() < 0.3) q.set('entidade', pick(AUDIT_AREAS));
  if (Math.random() < 0.3) q.set('acao', pick(AUDIT_ACTIONS));
  // 'Carregar mais' deep in the log: a cursor at a random instant of the years.
  if (Math.random() < 0.2) q.set('apos', `${Math.floor((now - Math.random() * YEARS * 365 * DAY_MS) * 1000)}.${TOTAL}`);
  return `/api/administracao/auditoria?${q.toString()}${extra}`;
};

type Figures = { p50: number; p99: number; rps: number; failures: number };
const run = async (name: string, headers: Record<string, string>, next: () => string): Promise<Figures> => {
  const requests = [{ setupRequest: (request: { path?: string }) => ({ ...request, path: next() }) }];
  await autocannon({ url: base, connections: CONNECTIONS, duration: 2, headers, requests });
  const r = await autocannon({ url: base, connections: CONNECTIONS, duration: 10, headers, requests });
  const figures = {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    failures: r.non2xx + r.errors + r.timeouts,
  };
  log(
    `  ${name.padEnd(52)} carga ${loadavg()[0]!.toFixed(1)}  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ${figures.rps.toFixed(0).padStart(5)} req/s  (falhas ${figures.failures})`,
  );
  return figures;
};

try {
  const syndic = { ...(await signIn(base, 1001, MARIA)), 'accept-encoding': 'gzip, deflate, br' };
  const admin = { ...(await signIn(base, 1001, RENATA)), 'accept-encoding': 'gzip, deflate, br' };
  log(
    `\n${cpus().length} CPUs; "carga" é a média de carga do último minuto ao fim de cada medida (outros processos contam)`,
  );
  log(`\nsob autocannon, ${CONNECTIONS} conexões, 10 s cada (após 2 s de aquecimento), um filtro diferente por pedido`);
  // The floor of this machine and stack: one small authenticated read (the token's condominium) under the same load.
  await run('referência: dados do condomínio (1 linha)', syndic, () => '/api/administracao/condominio');
  await run('síndica, janela de 50, filtros sorteados', syndic, () => filter());
  await run('síndica, janela de 200, filtros sorteados', syndic, () => filter('&limite=200'));
  await run('administradora, todos=true (2 condomínios), filtros sorteados', admin, () => filter('&todos=true'));
  await run('síndica, só a primeira janela (sem filtro)', syndic, () => '/api/administracao/auditoria');
  await run('síndica, pessoas do filtro', syndic, () => '/api/administracao/auditoria/pessoas');

  // One export of a busy period, timed alone: rows a second of the streamed CSV.
  const started = performance.now();
  const csv = await fetch(
    `${base}/api/administracao/auditoria/relatorio?dataDe=${isoDay(now - 90 * DAY_MS)}&dataAte=${isoDay(now)}`,
    { headers: syndic },
  );
  const text = await csv.text();
  const lines = text.split('\r\n').length - 2;
  const seconds = (performance.now() - started) / 1000;
  log(
    `  CSV dos últimos 90 dias: ${lines.toLocaleString('pt-BR')} linhas, ${(text.length / 1e6).toFixed(1)} MB em ${seconds.toFixed(2)} s (${(lines / seconds).toFixed(0)} linhas/s)`,
  );
  log('\nMeta: p99 < 100 ms a 20 conexões com um filtro diferente por pedido.');
  log('A máquina pode estar dividida com outros processos: os números variam de uma execução para outra.\n');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await cleanup();
}
