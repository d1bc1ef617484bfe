import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Server test files that replace modules (vi.mock) or spy on node:fs: they need a module graph of their own.
const MOCKING_SERVER_TESTS = [
  'src/modules/auth/login-burst.test.ts',
  'src/modules/accounts/two-factor-burst.test.ts',
  'src/modules/accounts/password-flood.test.ts',
  'src/db/durability.test.ts',
];

const server = {
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
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
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
      'apps/web/vite.config.ts',
    ],
  },
});
