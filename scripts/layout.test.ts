import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { areaOfName, layoutProblems } from './layout.ts';

const ROOT = join(import.meta.dirname, '..');
let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A tree with the given files (folders end in '/'). */
const tree = (paths: string[]) => {
  dir = mkdtempSync(join(tmpdir(), 'layout-'));
  for (const path of paths) {
    const full = join(dir, path);
    if (path.endsWith('/')) mkdirSync(full, { recursive: true });
    else {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, '');
    }
  }
  return dir;
};
const complete = (area: string, e2e = `${area}.spec.ts`) => [
  `packages/shared/src/${area}/`,
  `apps/server/src/modules/${area}/`,
  `apps/server/src/db/schema/${area}.ts`,
  `apps/web/src/features/${area}/`,
  `apps/web/e2e/${e2e}`,
];

describe('one area, one name, in five places', () => {
  test('the repository: every area of packages/shared/src/areas.ts is in its places, and nothing else is', () => {
    expect(layoutProblems(ROOT)).toEqual([]);
  });

  test('an area missing from one place fails, naming the place', () => {
    const root = tree(complete('parcels').filter((path) => !path.includes('features')));
    expect(layoutProblems(root, { parcels: {} })).toEqual(['parcels: falta apps/web/src/features/parcels/']);
  });

  test('a place an area declares it lacks is not asked for, and having it after all fails', () => {
    const areas = { parcels: { without: { schema: 'holds no data' } } };
    const root = tree([
      ...complete('parcels').filter((path) => !path.includes('schema')),
      'apps/server/src/db/schema/',
    ]);
    expect(layoutProblems(root, areas)).toEqual([]);
    writeFileSync(join(root, 'apps/server/src/db/schema/parcels.ts'), '');
    expect(layoutProblems(root, areas)).toEqual(['parcels: declara que não tem schema ("holds no data"), mas tem']);
  });

  test('a folder or file that belongs to no area fails; sub-resources as prefixes and platform tables pass', () => {
    const root = tree([
      ...complete('parcels', 'parcels-release.spec.ts'),
      'apps/server/src/db/schema/parcels-history.ts',
      'apps/server/src/db/schema/platform-files.ts',
      'apps/server/src/modules/visitors/',
      'apps/web/e2e/visitors.spec.ts',
    ]);
    expect(layoutProblems(root, { parcels: {} })).toEqual([
      'apps/server/src/modules/visitors: não é de nenhuma área (packages/shared/src/areas.ts)',
      'apps/web/e2e/visitors: não é de nenhuma área (packages/shared/src/areas.ts)',
    ]);
  });

  test('a file name belongs to the longest area id it starts with', () => {
    expect(areaOfName('access-control-visitors', ['access', 'access-control'])).toBe('access-control');
    expect(areaOfName('accounts', ['access', 'accounts'])).toBe('accounts');
    expect(areaOfName('accountsx', ['accounts'])).toBeUndefined();
  });
});
