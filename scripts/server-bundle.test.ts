import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { startScript } from './server-bundle.ts';

test('npm start runs the server build with the same allocator settings and node flags as the browser suite and the benchmarks', () => {
  const server = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(server.scripts.start).toBe(startScript());
});
