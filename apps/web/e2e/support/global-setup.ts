import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Where the seeded data directory is handed to each spec's server (server.ts copies it). */
export const SEEDED_DIR_ENV = 'PORTARIA_E2E_SEEDED_DIR';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/**
 * Once per browser run: migrate and seed one embedded database with the demo data (the same `npm run seed` a
 * person runs). Every spec's server starts on a copy of it instead of migrating and seeding its own (~7 s each).
 */
export default function setup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portaria-e2e-seed-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/run.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  process.env[SEEDED_DIR_ENV] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
