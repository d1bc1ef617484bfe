import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { scratchDir } from './scratch-dir.ts';
import { buildServerBundle } from '../../../../scripts/server-bundle.ts';

/** Where the seeded data directory is handed to each spec's server (server.ts copies it). */
export const SEEDED_DIR_ENV = 'PORTARIA_E2E_SEEDED_DIR';
/** The server build every spec's server runs (scripts/server-bundle.ts). */
export const SERVER_MAIN_ENV = 'PORTARIA_E2E_SERVER_MAIN';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/**
 * Once per browser run: build the server (scripts/server-bundle.ts), then migrate and seed one embedded database with the
 * demo data (the same seed script `npm run seed` runs). Every spec's server starts on a copy of it instead of
 * migrating and seeding its own (~7 s each).
 */
export default async function setup() {
  const bundle = await buildServerBundle('e2e');
  const dataDir = scratchDir('portaria-e2e-seed-');
  execFileSync(process.execPath, [bundle.seed], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  process.env[SEEDED_DIR_ENV] = dataDir;
  process.env[SERVER_MAIN_ENV] = bundle.main;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
