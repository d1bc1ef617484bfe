// @ts-check
// Mutation tests (issue 10 §6): `npm run test:mutation` runs every module below; `npm run test:mutation:<module>`
// runs one, with its own incremental file and report under reports/mutation/ (gitignored). One module at a time:
// the server's modules each take minutes on a 2-core machine.
const NOT_MUTATED = ['!**/*.test.ts', '!**/*test-support.ts'];

/** @type {Record<string, string[]>} */
const MODULES = {
  // pt-BR copy (messages) and data lists are not logic: a changed sentence is caught by review, not by a mutant.
  shared: [
    'packages/shared/src/**/*.ts',
    '!packages/shared/src/**/*messages.ts',
    '!packages/shared/src/index.ts',
    '!packages/shared/src/accounts/common-passwords.ts',
  ],
  auth: ['apps/server/src/modules/auth/**/*.ts'],
  accounts: ['apps/server/src/modules/accounts/**/*.ts'],
  correspondence: ['apps/server/src/modules/correspondence/**/*.ts'],
  vehicles: ['apps/server/src/modules/vehicles/**/*.ts'],
  // Bookings of common areas, the syndic's charge lines and scheduled moves (one module: reservations/).
  reservations: ['apps/server/src/modules/reservations/**/*.ts'],
  // The demo statute and rules are copy drawn into a PDF, not logic.
  documents: ['apps/server/src/modules/documents/**/*.ts', '!apps/server/src/modules/documents/demo-documents.ts'],
  occurrences: ['apps/server/src/modules/occurrences/**/*.ts'],
  timeline: ['apps/server/src/modules/timeline/**/*.ts'],
  // Residents, access requests, invitations, visitors and entries (decision 111: one area).
  'access-control': ['apps/server/src/modules/access-control/**/*.ts'],
  // The platform every area builds on (decisions 071, 106): http, access, change, lists, reports, files, notices, timeline.
  // Mutated against its own tests and the write-path sweep (vitest.stryker.config.ts).
  platform: ['apps/server/src/platform/**/*.ts'],
};

const name = process.env.MUTATION_MODULE ?? 'all';
const picked = name === 'all' ? Object.values(MODULES).flat() : MODULES[name];
if (!picked) throw new Error(`MUTATION_MODULE=${name}: use one of ${Object.keys(MODULES).join(', ')}`);
const isServer = name !== 'shared';
// On PostgreSQL (TEST_DATABASE_URL) the races can be seen (correspondence/concurrent-writes.test.ts): its own files.
const report = `reports/mutation/${name}${process.env.TEST_DATABASE_URL ? '-postgres' : ''}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [...picked, ...NOT_MUTATED],
  // Two workers: the machine has two cores, and each server worker holds PGlite databases in memory.
  concurrency: 2,
  // A server mutant hit while the app is built (route schemas, plugin options) is "static": it would rerun the
  // whole server suite (~2 min) for each one. They are left out of the server modules' score and counted apart
  // in the report (status Ignored); shared's static mutants (its zod schemas) run its fast suite instead.
  ignoreStatic: isServer,
  incremental: true,
  incrementalFile: `${report}.incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${report}.html` },
  jsonReporter: { fileName: `${report}.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // Only what the suites need is copied to the sandbox. The root vitest.config.ts imports the web project's test
  // settings from apps/web/vite.config.ts (decision 080), so that one file of apps/web goes along.
  ignorePatterns: [
    'apps/web/*',
    '!apps/web/vite.config.ts',
    // Anchored at the root: `reports` alone would also leave out apps/server/src/platform/reports.
    '/docs',
    '/data',
    '/reports',
    '/screenshots',
    'dist',
    '/test-results',
    '/.scratch',
  ],
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
};
