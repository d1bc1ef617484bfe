import { defineConfig } from 'vitest/config';

// Browser journeys: real server, real embedded database, Debian's chromium. One file at a time (2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['apps/web/e2e/**/*.spec.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
