import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import base from './vitest.config.ts';

// The suites StrykerJS runs (`npm run test:mutation`): shared rules and the server, without the web components
// (no module under mutation is web code, and jsdom would only slow each mutant down). Same projects as `npm test`,
// so the server keeps its seeded snapshot (globalSetup) and the files that mock keep a module graph of their own.
// With MUTATION_MODULE=<server module> only that module's own test files run: its mutants must die by its tests,
// and the cross-area sweeps (OpenAPI grid, bad input) would rebuild an app for every mutant they touch.
const module = process.env.MUTATION_MODULE;
// The mechanisms live in src/platform, each area in src/modules/<area>. The write path is also proved by
// write-path.test.ts (every route's change has its audit entry).
const folder = module === 'platform' ? 'src/platform' : `src/modules/${module}`;
const EXTRA_TESTS: Record<string, string[]> = { platform: ['src/write-path.test.ts'] };
const own =
  module && module !== 'shared' && module !== 'all'
    ? [`${folder}/**/*.test.ts`, ...(EXTRA_TESTS[module] ?? [])]
    : undefined;

const projects = (base.test?.projects ?? [])
  .filter((project): project is TestProjectInlineConfiguration => typeof project === 'object' && 'test' in project)
  .filter((project) => !project.test?.name?.startsWith('web'))
  .map((project) => {
    const test = project.test ?? {};
    if (!own || test.root !== 'apps/server') return project;
    const include =
      test.name === 'server-isolated'
        ? (test.include ?? []).filter((file: string) => file.startsWith(`${folder}/`))
        : own;
    return { ...project, test: { ...test, include } };
  });

export default defineConfig({ test: { projects } });
