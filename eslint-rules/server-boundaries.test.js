import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { serverBoundaries } from './server-boundaries.js';

// RuleTester runs its cases through these hooks: vitest's, so each case is a test.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const SRC = '/repo/apps/server/src';
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const at = (path, code) => ({ filename: `${SRC}/${path}`, code });

tester.run('server-boundaries', serverBoundaries(SRC), {
  valid: [
    // An area on the platform, on db/, on the condominium kernel, on its own files.
    at('modules/vehicles/vehicles.service.ts', "import { x } from '../../platform/lists/paginate.ts';"),
    at('modules/vehicles/vehicles.service.ts', "import { x } from '../../platform/change/record-change.ts';"),
    at('modules/vehicles/vehicles.service.ts', "import { x } from '../condominium/units.repository.ts';"),
    at('modules/vehicles/vehicles.service.ts', "import { x } from '../condominium/condominiums.repository.ts';"),
    at('modules/vehicles/vehicles.service.ts', "import { x } from './vehicles.repository.ts';"),
    // Repositories and the platform read the schema; a type from it is no query.
    at('modules/vehicles/vehicles.repository.ts', "import { veiculos } from '../../db/schema/index.ts';"),
    at('platform/lists/paginate.ts', "import { x } from '../../db/schema/index.ts';"),
    at('modules/auth/auth.routes.ts', "import type { TokenKind } from '../../db/schema/index.ts';"),
    // db/ builds on itself; tests and the app's entry wire anything.
    at('db/schema/occurrences.ts', "import { foldSqlText } from '../fold.ts';"),
    at('modules/correspondence/upload.test.ts', "import { x } from '../documents/document-policy.ts';"),
    at('app.ts', "import { x } from './modules/vehicles/vehicles.routes.ts';"),
    // Packages are not the rule's business.
    at('modules/vehicles/vehicles.service.ts', "import { z } from 'zod';"),
  ],
  invalid: [
    {
      ...at('modules/access-control/entries-report.ts', "import { x } from '../correspondence/report-rows.ts';"),
      errors: [{ messageId: 'otherArea' }],
    },
    {
      ...at('modules/correspondence/upload.routes.ts', "export { x } from '../documents/document-policy.ts';"),
      errors: [{ messageId: 'otherArea' }],
    },
    { ...at('modules/a/deep/file.ts', "const m = import('../../b/x.ts');"), errors: [{ messageId: 'otherArea' }] },
    {
      ...at('platform/lists/paginate.ts', "import { x } from '../../modules/vehicles/vehicles.service.ts';"),
      errors: [{ messageId: 'platformToArea' }],
    },
    {
      ...at('platform/change/record-change.ts', "import { x } from '../../modules/timeline/timeline.service.ts';"),
      errors: [{ messageId: 'platformToArea' }],
    },
    {
      ...at('db/schema/occurrences.ts', "import { x } from '../../platform/lists/search.ts';"),
      errors: [{ messageId: 'dbUp' }],
    },
    {
      ...at('db/client.ts', "import { x } from '../modules/condominium/units.repository.ts';"),
      errors: [{ messageId: 'dbUp' }],
    },
    {
      ...at('modules/access-control/visitors.service.ts', "import { visitantes } from '../../db/schema/index.ts';"),
      errors: [{ messageId: 'schema' }],
    },
  ],
});

// A known crossing is allowed; once it is gone, its entry in the list is the error.
const KNOWN = [{ file: 'modules/access-control/entries-report.ts', spec: '../correspondence/report-rows.ts' }];
tester.run('server-boundaries, known crossings', serverBoundaries(SRC, KNOWN), {
  valid: [at('modules/access-control/entries-report.ts', "import { x } from '../correspondence/report-rows.ts';")],
  invalid: [
    {
      ...at('modules/access-control/entries-report.ts', "import { x } from '@portaria/shared/time-zone';"),
      errors: [{ messageId: 'stale' }],
    },
    {
      ...at(
        'modules/access-control/entries-report.ts',
        "import { x } from '../correspondence/report-rows.ts';\nimport { y } from '../documents/x.ts';",
      ),
      errors: [{ messageId: 'otherArea' }],
    },
  ],
});
