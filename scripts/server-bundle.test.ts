import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-bundle.ts';

test('npm start runs the server build with the same node flags as the browser suite and the benchmarks', () => {
  const server = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(server.scripts.start).toBe(
    `node ${SERVER_NODE_FLAGS.join(' ')} ../../node_modules/.cache/portaria/server-start/main.mjs`,
  );
});
