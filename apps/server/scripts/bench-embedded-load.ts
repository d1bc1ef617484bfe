/**
 * npm run bench:embedded-load — the real server on embedded PGlite (temp DATA_DIR, port 3107) under autocannon at
 * 200 connections for 15 s, each connection alternating a parcel registration (a write transaction) and the
 * unit's pending list. Prints the server's peak RSS, latencies, and how many answers were 503 (decision 062).
 * Extra env (EMBEDDED_DB_MAX_ACTIVE=…) is passed to the server. Figures are printed; nothing is asserted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { serverArgs } from './bench-server-args.ts';

const PORT = 3107;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const DURATION = Number(process.env.DURATION ?? 15);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portaria-load-'));

const rssMb = (pid: number) => {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0; // the server is gone: its exit is reported below
  }
};

const startServer = async () => {
  const child = spawn(process.execPath, await serverArgs(), {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Portaria em') && resolve());
    child.on('exit', (code) => reject(new Error(`servidor saiu (${code})`)));
  });
  return child;
};
const stopServer = async (child: ReturnType<typeof spawn>) => {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

// The first start creates and seeds the database (initdb leaves ~400 MB more RSS behind): measure a restart,
// the state a server is in on every day but the first.
await stopServer(await startServer());
const server = await startServer();

try {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const login = (await (
    await post('/api/auth/rbac/project/PORTARIA?mode=AppPortaria', { user: '52998224725', password: 'Portaria@2024' })
  ).json()) as { token: string };
  const ctx = (await (
    await fetch(`${base}/api/auth/rbac/context/1001`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.token}` },
    })
  ).json()) as { token: string };
  const headers = { authorization: `Bearer ${ctx.token}`, origem: 'PORTARIA' };
  const condo = (await (await fetch(`${base}/api/condominios/1001`, { headers })).json()) as {
    blocos: { unidades: { idUnidade: number }[] }[];
  };
  const unit = condo.blocos[0]!.unidades[0]!.idUnidade;
  const parcel = {
    unidade: unit,
    destinatario: 'Carga',
    categoria: 'PACOTE',
    tamanho: 'MEDIO',
    descricao: null,
    codigoRastreio: null,
    observacao: null,
    hashFoto: null,
  };

  const pid = server.pid!;
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const run = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    requests: [
      {
        method: 'POST',
        path: '/api/correspondencia/entrada',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(parcel),
      },
      { method: 'GET', path: `/api/correspondencia?status=PENDENTE&unidade=${unit}&limit=100` },
    ],
  });
  // autocannon's own percentiles mix the fast 503s with the served answers: keep each kind apart.
  const times = new Map<string, number[]>();
  run.on('response', (_client, status, _bytes, ms) => {
    const kind = status === 503 ? '503' : status < 300 ? '2xx' : 'outros';
    if (!times.has(kind)) times.set(kind, []);
    times.get(kind)!.push(ms);
  });
  const result = await run;
  clearInterval(sampler);
  if (server.exitCode !== null) console.log(`\nO servidor saiu durante a carga (código ${server.exitCode})`);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  const limits = Object.entries(process.env)
    .filter(([name]) => name.startsWith('EMBEDDED_DB_'))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(
    `\nPGlite em disco, ${CONNECTIONS} conexões, ${DURATION} s, cadastro + pendentes alternados ${limits || '(limites padrão)'}`,
  );
  console.log(`  RSS do servidor: ${idle.toFixed(0)} MB parado, pico ${peak.toFixed(0)} MB`);
  console.log(
    `  latência (todas) p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, máx ${result.latency.max} ms`,
  );
  for (const [kind, list] of [...times].sort()) {
    list.sort((a, b) => a - b);
    const at = (q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))]!.toFixed(0);
    const over = (ms: number) => list.filter((t) => t > ms).length;
    console.log(
      `  latência ${kind.padEnd(6)} p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, máx ${at(1)} ms (${list.length}; > 3 s: ${over(3000)}, > 5 s: ${over(5000)})`,
    );
  }
  console.log(
    `  ${result.requests.total} respostas (${result.requests.average.toFixed(0)}/s): ${statuses}; erros ${result.errors}, timeouts ${result.timeouts}\n`,
  );
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
