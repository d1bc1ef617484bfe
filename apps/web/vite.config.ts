import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

// The component tests' settings; the root vitest.config.ts runs them as two projects (see there).
export const webTest: NonNullable<ViteUserConfig['test']> = {
  root: import.meta.dirname,
  // happy-dom rather than jsdom: the same tests in about 85 % of the CPU time (decision 080); src/test/setup.ts keeps
  // the two places where happy-dom departs from browsers that a test meets (labels, print).
  environment: 'happy-dom',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['src/test/setup.ts'],
  css: false,
  // As the server's: a file's tests type into MUI forms with user-event, which takes seconds when both cores are
  // busy (npm test runs the server suite beside them); vitest's 5 s default failed two of them under load. One
  // value for every file (a `vi.setConfig` in one file would also reach the files that share its worker).
  testTimeout: 30_000,
};

export default defineConfig({
  plugins: [react()],
  server: { port: 3000, proxy: { '/api': apiTarget } },
  // The one chunk over 600 kB is pdf.js (pdf-document, ~630 kB, 190 kB gzip): it is loaded only when a PDF is
  // opened in the file viewer, never on the login or the dashboard, so the limit sits just above it: a chunk (or a
  // pdf.js update) past 660 kB still warns. Each screen's own budget is checked by `npm run bench:web`.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 660 },
  test: { ...webTest, name: 'web' },
});
