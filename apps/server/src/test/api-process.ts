import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '../config.ts';

export type ApiProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * One API process (`tsx src/main.ts`), as production runs it, on 127.0.0.1:`port`; resolves once
 * /api/health/ready answers 200. Multi-process tests and benchmarks use ports 3300-3399.
 */
export const startApiProcess = async (port: number, env: Record<string, string>): Promise<ApiProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`a API na porta ${port} terminou: ${log}`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error(`a API na porta ${port} não ficou pronta: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** `count` consecutive free ports in 3300-3399 (this suite's range), from a random start. */
export const freePorts = async (count: number): Promise<number[]> => {
  const start = 3300 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i += 1) {
    const first = 3300 + ((start - 3300 + i) % (100 - count + 1));
    const ports = Array.from({ length: count }, (_, k) => first + k);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return ports;
  }
  throw new Error('nenhuma porta livre entre 3300 e 3399');
};
