/**
 * Writes the API's OpenAPI document (the same one /api/docs/json serves) to the file named on the command line,
 * for `npm run lint:openapi`. Builds the app on an in-memory database; nothing listens.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, migrate } from '../src/db/client.ts';

const target = resolve(process.argv[2] ?? 'openapi.json');
const database = await createDatabase({ memory: true });
await migrate(database.db);
const app = await buildApp({
  db: database.db,
  config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' },
});
const res = await app.inject({ url: '/api/docs/json' });
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, res.body);
await app.close();
await database.close();
console.log(`OpenAPI: ${target}`);
