import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * The semi-spaces' size (decision 120, amended by decision 136): 4 MB on the embedded database, whose residents import
 * must stay under 300 MB; 8 MB on PostgreSQL (`DATABASE_URL`), the large installations, where memory is not the
 * limit and 4 MB doubled the server's CPU per request at 50 desks (the shift book's day: 0.45 → 0.94 ms; 8 MB and 16
 * MB measured the same as V8's default).
 */
export const semiSpaceMb = (env: Record<string, string | undefined>) => (env.DATABASE_URL ? 8 : 4);

/**
 * The node flags the server runs with (`npm start`, the browser suite, the benchmarks; decision 120): a 256 MB old
 * space and small semi-spaces (`semiSpaceMb`), so V8 collects before it grows the heap instead of holding ~150 MB
 * more RSS after a residents import; source maps read from the build's .map files when a stack trace is printed.
 * apps/server/package.json's `start` repeats them (server-bundle.test.ts checks it).
 */
const flagsWith = (semiSpace: number | string) => [
  '--max-old-space-size=256',
  `--max-semi-space-size=${semiSpace}`,
  '--enable-source-maps',
];
export const serverNodeFlags = (env: Record<string, string | undefined>) => flagsWith(semiSpaceMb(env));

/**
 * The C allocator's settings for the server's process (decision 120): one arena, and blocks over 64 KB (PGlite's
 * file reads, response buffers) mapped on their own and given back when freed, with the heap's free top returned
 * above 64 KB. glibc reads them at the process's start only, so they are environment variables, set by
 * apps/server/package.json's `start` too; other C libraries ignore them.
 */
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '65536',
} as const;

/**
 * The `start` script of apps/server/package.json: SERVER_ENV, node with `serverNodeFlags`, the build; the shell picks
 * the semi-spaces by DATABASE_URL as `semiSpaceMb` does.
 */
export const startScript = () =>
  `${Object.entries(SERVER_ENV)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')} node ${flagsWith(
    `$([ -n "$DATABASE_URL" ] && echo ${semiSpaceMb({ DATABASE_URL: 'set' })} || echo ${semiSpaceMb({})})`,
  ).join(' ')} ../../node_modules/.cache/portaria/server-start/main.mjs`;

/** Where builds go: under node_modules (ignored by git), so packages resolve as usual. */
export const serverBundleDir = (name: 'start' | 'e2e' | 'bench') =>
  join(repoRoot, 'node_modules/.cache/portaria', `server-${name}`);

/**
 * The server's own code (and packages/shared) in one ES module build; every npm package stays an import.
 * `import.meta.url` keeps naming the source file, so paths the server finds beside its sources (the SQL
 * migrations, the repo root that holds apps/web/dist) are the ones `tsx src/main.ts` finds.
 */
const keepSourceUrls: Plugin = {
  name: 'keep-source-urls',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portaria/') ? undefined : { path: args.path, external: true },
    );
    bundle.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

/**
 * Builds apps/server/src/main.ts and the seed script (~0.5 s), so the server starts with plain `node` instead of
 * transpiling itself through tsx at every start and keeping tsx's loader in memory (decisions 107 and 120: ~90 MB
 * less RSS). Code splitting keeps the server's lazy imports lazy: the S3 client, Redis and the PostgreSQL driver
 * load only when configured. The source map is a file beside the build: `node --enable-source-maps` reads it only
 * when a stack trace is printed, so logged errors name the .ts lines without the map's text held in memory.
 */
export const buildServerBundle = async (name: 'start' | 'e2e' | 'bench'): Promise<{ main: string; seed: string }> => {
  const outdir = serverBundleDir(name);
  // Chunk names carry a hash: without this, every build would leave the last one's chunks behind.
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: 'apps/server/src/main.ts', seed: 'apps/server/src/seed/run.ts' },
    absWorkingDir: repoRoot,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [keepSourceUrls],
    logLevel: 'warning',
  });
  return { main: join(outdir, 'main.mjs'), seed: join(outdir, 'seed.mjs') };
};
