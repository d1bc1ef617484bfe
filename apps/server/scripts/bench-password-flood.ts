/**
 * npm run bench:password-flood — a valid sign-in's latency while 100 anonymous clients keep sending password
 * resets with made-up tokens (each from its own address, so per-IP limits do not hide the cost). The real server
 * on a fresh embedded database with the demo data (argon2 at the production cost). Figures are printed; nothing is
 * asserted.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverArgs } from './bench-server-args.ts';

const CARLOS = { user: '52998224725', password: 'Portaria@2024' };
const FLOODERS = 100;
const dataDir = mkdtempSync(join(tmpdir(), 'portaria-flood-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, await serverArgs(), {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i += 1) {
  if ((await fetch(`${base}/api/docs/json`).catch(() => null))?.ok) break;
  if (i > 400) throw new Error('o servidor não iniciou');
  await new Promise((r) => setTimeout(r, 250));
}

const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;
const signIn = async (): Promise<number> => {
  const started = performance.now();
  const res = await fetch(`${base}/api/auth/rbac/project/PORTARIA?mode=AppPortaria`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
    body: JSON.stringify(CARLOS),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`login respondeu ${res.status}`);
  return performance.now() - started;
};
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  return `p50 ${at(0.5)} ms, max ${at(1)} ms (${ms.length} logins)`;
};
const logins = async (n: number) => {
  const ms: number[] = [];
  for (let i = 0; i < n; i += 1) ms.push(await signIn());
  return ms;
};

const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('uncaughtException', (error) => {
  console.error(error);
  void stop().then(() => process.exit(1));
});

await logins(3); // warm-up
console.log(`Login sem carga: ${stats(await logins(20))}`);

let isFlooding = true;
const answers = new Map<number, number>();
const flooder = async () => {
  while (isFlooding) {
    const res = await fetch(`${base}/api/external/forgot-my-password`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${randomBytes(32).toString('base64url')}`,
        'x-forwarded-for': ip(),
      },
      body: JSON.stringify({ password: 'Inundacao#2024', confirmation: 'Inundacao#2024' }),
    }).catch(() => null);
    if (res) {
      await res.arrayBuffer();
      answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
    }
  }
};
const flood = Array.from({ length: FLOODERS }, flooder);
await new Promise((r) => setTimeout(r, 1000));
const during = await logins(20);
isFlooding = false;
await Promise.all(flood);
const sent = [...answers.values()].reduce((a, b) => a + b, 0);
console.log(`Login durante ${FLOODERS} redefinições anônimas simultâneas: ${stats(during)}`);
console.log(`Redefinições anônimas respondidas: ${sent} (${[...answers].map(([s, n]) => `${s}: ${n}`).join(', ')})`);

await stop();
