import { defineConfig } from 'vitest/config';

// Browser journeys: real server, real embedded database, Debian's chromium. One file at a time (2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['apps/web/e2e/**/*.spec.ts'],
    // The demo database is seeded once; each spec's server starts on a copy.
    globalSetup: ['apps/web/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
