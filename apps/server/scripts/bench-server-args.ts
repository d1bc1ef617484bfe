import { buildServerBundle, SERVER_ENV, serverNodeFlags } from '../../../scripts/server-bundle.ts';

// Every benchmark spawns its server with this process's environment: the allocator settings `npm start` sets
// (decision 120) go there, so the server measured is the one a condominium runs.
Object.assign(process.env, SERVER_ENV);

let args: Promise<string[]> | undefined;

/**
 * How a benchmark starts the server: the build and the flags `npm start` runs (decision 120), built once.
 * BENCH_SERVER_ARGS adds node flags to the server alone ("--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
export const serverArgs = (): Promise<string[]> =>
  (args ??= buildServerBundle('bench').then(({ main }) => [
    ...serverNodeFlags(process.env),
    ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
    main,
  ]));

/** Until the spawned server answers `path` at `base` (90 s at the most: the build and the migrations come first). */
export const waitForServer = async (base: string, path = '/api/docs/json') => {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}${path}`)).ok) return;
    } catch {
      // not yet listening
    }
    if (i > 360) throw new Error('o servidor não subiu');
    await new Promise((r) => setTimeout(r, 250));
  }
};
