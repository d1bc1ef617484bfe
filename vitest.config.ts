import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webTest } from './apps/web/vite.config.ts';

// Server test files that replace modules (vi.mock) or spy on node:fs: they need a module graph of their own.
const MOCKING_SERVER_TESTS = [
  'src/modules/auth/login-burst.test.ts',
  'src/modules/accounts/two-factor-burst.test.ts',
  'src/modules/accounts/password-flood.test.ts',
  'src/db/durability.test.ts',
];

// Web test files that replace modules (vi.mock): the same rule as the server's, for the component tests.
const MOCKING_WEB_TESTS = [
  'src/components/ui/files/file-viewer.test.tsx',
  'src/components/errors/app-error-boundary.test.tsx',
  'src/app/session-expired.test.tsx',
  'src/app/drafts-across-logout.test.tsx',
  'src/features/auth/hooks/use-permission-refresh.test.tsx',
  'src/features/accounts/components/pre-registration-page.test.tsx',
  // jsdom has no canvas: the signature pad is a stand-in there (decision 131).
  'src/features/correspondence/components/proof-of-release.test.tsx',
  'src/features/correspondence/components/release-with-proof.test.tsx',
];

// The young generation's semi-spaces up to 64 MB (V8's default is 16 MB here) for the worker threads started after
// this line: the suites allocate fast and keep little (rendered trees, query rows), and with fewer scavenges npm test
// took 121 s and 213 s of CPU against 133 s and 234 s.
setFlagsFromString('--max-semi-space-size=64');

// Worker threads rather than processes (decision 080), named in every project: a project declared inline does not
// take the root's `pool`, so until 2026-11-29 every project ran in forked processes despite the root's setting. In
// threads npm test took 181 s against 190 s on that day's slower machine, and the flag above reaches the workers.
const threads = { pool: 'threads' as const };

const server = {
  ...threads,
  root: 'apps/server',
  // One seeded database snapshot for the whole run instead of one per test file.
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// One `npm test` runs every suite that needs no browser: shared rules, server integration, web components.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on this 2-core machine, with the other
    // core idle while the main process only waits. Every core runs test files (VITEST_MAX_WORKERS to change it).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache, keyed by each file's
    // content and the project's settings): a second npm test skips most of vite's work, 135–147 s against 157 s.
    // VITEST_NO_FS_CACHE=1 for a second vitest running at the same time (they would race on the cache's files).
    experimental: { fsModuleCache: process.env.VITEST_NO_FS_CACHE !== '1' },
    projects: [
      { test: { ...threads, name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // The project's own lint rules (eslint-rules/), each proved on code that must pass and code that must fail.
      { test: { ...threads, name: 'lint-rules', root: 'eslint-rules', include: ['*.test.js'] } },
      // The repository's own scripts: the decisions index matches the records (decision 110).
      { test: { ...threads, name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
      {
        test: {
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: MOCKING_SERVER_TESTS,
          // Each file builds its own app and database; nothing module-level is shared between them, so files
          // reuse one module graph per worker instead of importing Fastify, Drizzle and PGlite again each time.
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-isolated', include: MOCKING_SERVER_TESTS } },
      // Component tests share one module graph per worker too: each test unmounts what it rendered and clears the
      // session (src/test/setup.ts), and importing MUI, React and happy-dom again for every file was most of the
      // web suite's time (decision 080). The files that mock modules keep their own.
      { plugins: [react()], test: { ...webTest, ...threads, name: 'web', exclude: MOCKING_WEB_TESTS, isolate: false } },
      { plugins: [react()], test: { ...webTest, ...threads, name: 'web-isolated', include: MOCKING_WEB_TESTS } },
    ],
  },
});
