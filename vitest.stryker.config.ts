import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The suites StrykerJS runs (`npm run test:mutation`): shared rules and the server, without the web components
// (no module under mutation is web code, and jsdom would only slow each mutant down). Same projects as `npm test`,
// so the server keeps its seeded snapshot (globalSetup) and the files that mock keep a module graph of their own.
const projects = (base.test?.projects ?? []).filter((project) => typeof project !== 'string');

export default defineConfig({ test: { projects } });
