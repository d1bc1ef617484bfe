import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** Where the browser run's server build goes: under node_modules (ignored by git), so packages resolve as usual. */
export const SERVER_BUNDLE_DIR = join(repoRoot, 'node_modules/.cache/portaria/e2e-server');

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
 * Builds apps/server/src/main.ts and the seed script once per browser run (~0.5 s), so each spec's server starts
 * with plain `node` instead of transpiling the whole server again through tsx (decision 107). Code splitting keeps
 * the server's lazy imports lazy: the S3 client, Redis and the PostgreSQL driver load only when configured.
 */
export const buildServerBundle = async (): Promise<{ main: string; seed: string }> => {
  // Chunk names carry a hash: without this, every build would leave the last one's chunks behind.
  await rm(SERVER_BUNDLE_DIR, { recursive: true, force: true });
  await build({
    entryPoints: { main: 'apps/server/src/main.ts', seed: 'apps/server/src/seed/run.ts' },
    absWorkingDir: repoRoot,
    outdir: SERVER_BUNDLE_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'inline',
    plugins: [keepSourceUrls],
    logLevel: 'warning',
  });
  return { main: join(SERVER_BUNDLE_DIR, 'main.mjs'), seed: join(SERVER_BUNDLE_DIR, 'seed.mjs') };
};
