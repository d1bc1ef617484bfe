import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { SERVER_ENV, serverNodeFlags } from '../../../../scripts/server-bundle.ts';
import { SEEDED_DIR_ENV, SERVER_MAIN_ENV } from './global-setup.ts';
import { scratchDir } from './scratch-dir.ts';

export type RunningServer = {
  url: string;
  /** Path and key of the development outbox, read from the address the server printed at start. */
  outboxPath: string;
  stop: () => Promise<void>;
  output: () => string;
};

/** The outbox opens only through the full address the server prints in the terminal (with its key). */
const outboxPathIn = (log: string): string | undefined =>
  /https?:\/\/[^/\s]+(\/dev\/outbox\?key=[\w%-]+)/.exec(log)?.[1];

const repoRoot = resolve(import.meta.dirname, '../../../..');

const freePort = (): Promise<number> =>
  new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });

/** A scratch folder (scratch-dir.ts) holding a copy of the database seeded once for the whole run (global-setup.ts), when there is one. */
export const seededDataDir = (): string => {
  const dataDir = scratchDir('portaria-e2e-');
  const seeded = process.env[SEEDED_DIR_ENV];
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
};

export type ServerOptions = {
  /** Kept after stop: a journey that restarts the server on the same data (access-control-overnight-visits.spec.ts). */
  dataDir?: string;
  /**
   * Starts on an empty database, so the server seeds the demo itself, on its own clock (a shifted one:
   * reservations-next-year.spec.ts), instead of on the copy seeded once for the run on the real clock.
   */
  isSeededByServer?: boolean;
};

/**
 * Starts the real server (built web app + API) on its own copy of the seeded embedded database, in a temp folder;
 * or on `dataDir`, kept after stop; or on an empty temp folder that it seeds itself (`isSeededByServer`).
 */
export const startServer = async (
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> => {
  // A free port is only free until another process takes it: between freePort closing it and the server listening,
  // a sibling journey's server or chromium can bind it (CI once failed on EADDRINUSE). A chosen port is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, options);
    } catch (error) {
      const isPortTaken = error instanceof PortTakenError;
      if (!isPortTaken || env.PORT || attempt >= 5) throw error;
    }
  }
};

class PortTakenError extends Error {}

const startOnce = async (env: Record<string, string>, options: ServerOptions): Promise<RunningServer> => {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = options.dataDir ?? (options.isSeededByServer ? scratchDir('portaria-e2e-') : seededDataDir());
  let log = '';
  // The build made once for the run (global-setup.ts); the sources through tsx when a spec runs without it.
  const main = process.env[SERVER_MAIN_ENV];
  const child: ChildProcess = spawn(
    process.execPath,
    main ? [...serverNodeFlags({ ...process.env, ...env }), main] : ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      // Parcel reminders off: they go out at the first run in daytime and would mix with what a journey reads from the
      // outbox and the timeline (the server tests cover them, decision 130).
      env: {
        ...process.env,
        ...SERVER_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        PARCEL_REMINDERS: 'false',
        // PostgreSQL's WebAssembly compiled quickly first, as V8 does by default, not once optimised (decision 120):
        // a spec's server starts in ~1.6 s instead of ~2.9 s, for ~40 MB more RSS (decision 107's amendment).
        PGLITE_QUICK_COMPILE: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      const Failure = log.includes('EADDRINUSE') ? PortTakenError : Error;
      throw new Failure(`server exited early:\n${log}`);
    }
    try {
      // Readiness (the database answers), not the OpenAPI document, whose first build costs ~1 s and no journey reads.
      const res = await fetch(`${url}/api/health/ready`);
      // With a real SMS provider (SMS_HTTP_URL) there is no outbox to wait for.
      if (res.ok && (outboxPathIn(log) || env.SMS_HTTP_URL)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 90 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      // A kept data folder is shut down cleanly (checkpoint, WAL flushed) for the next start on it; a throwaway copy
      // is about to be deleted, so its shutdown checkpoint (~2 s of writes and fsyncs after a journey) is skipped.
      child.kill(options.dataDir ? 'SIGTERM' : 'SIGKILL');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, outboxPath: outboxPathIn(log) ?? '', stop, output: () => log };
};
