import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCycles, noImportCycles } from './import-cycles.js';

let base;
const write = (files) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  }
};

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  write({
    // A loop of three files, written the ways the apps write imports: extensionless, with .ts, a re-export.
    'loop/a.ts': "import { b } from './b';\nexport const a = b;\n",
    'loop/b.ts': "export { c as b } from './deep/c.ts';\n",
    'loop/deep/c.ts': "import { x } from '../x';\n\nimport { a } from '../a.ts';\nexport const c = a;\n",
    // Standing on the loop without being part of it.
    'loop/x.ts': 'export const x = 1;\n',
    'loop/user.ts': "import { a } from './a';\nexport const u = a;\n",
    // A folder's index, a .tsx file and a lazy import close a loop too.
    'lazy/index.ts': "export const page = () => import('./page');\n",
    'lazy/page.tsx': "import { page } from '.';\nexport const P = () => <div>{String(page)}</div>;\n",
    // A loop of types only.
    'types/one.ts': "import type { Two } from './two.ts';\nexport type One = { two?: Two };\n",
    'types/two.ts': "import type { One } from './one.ts';\nexport type Two = { one?: One };\n",
    // A file importing itself.
    'self/me.ts': "export * from './me.ts';\nexport const me = 1;\n",
    // A package import and an import that leaves the root are no edges.
    'free/f.ts': "import { z } from 'zod';\nimport { o } from '../outside/o.ts';\nexport const f = [z, o];\n",
    'outside/o.ts': "import { f } from '../free/f.ts';\nexport const o = f;\n",
  });
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

const root = () => join(base, 'loop');

describe('no-import-cycles', () => {
  it('finds every import that closes a loop, with the loop it closes', () => {
    const { cycles, files } = findCycles([root()], base);
    expect(files).toBe(5);
    expect(cycles.map((c) => [c.file.slice(base.length + 1), c.spec, c.line])).toEqual(
      expect.arrayContaining([
        ['loop/a.ts', './b', 1],
        ['loop/b.ts', './deep/c.ts', 1],
        ['loop/deep/c.ts', '../a.ts', 3],
      ]),
    );
    expect(cycles).toHaveLength(3);
    expect(cycles.find((c) => c.spec === './b').cycle).toEqual([
      'loop/a.ts',
      'loop/b.ts',
      'loop/deep/c.ts',
      'loop/a.ts',
    ]);
  });

  it('sees a loop through a folder index, a .tsx file and a lazy import, one of types, and a file importing itself', () => {
    const loops = (folder) => findCycles([join(base, folder)], base).cycles.map((c) => c.cycle.join(' -> '));
    expect(loops('lazy')).toEqual([
      'lazy/index.ts -> lazy/page.tsx -> lazy/index.ts',
      'lazy/page.tsx -> lazy/index.ts -> lazy/page.tsx',
    ]);
    expect(loops('types')).toHaveLength(2);
    expect(loops('self')).toEqual(['self/me.ts -> self/me.ts']);
  });

  it('passes a graph without loops: packages and files outside the roots are not followed', () => {
    expect(findCycles([join(base, 'free')], base)).toEqual({ cycles: [], files: 1 });
    expect(findCycles([join(base, 'free'), join(base, 'outside')], base).cycles).toHaveLength(2);
  });

  it('fails lint on the import that closes the loop, and passes the others', () => {
    const linter = new Linter({ cwd: base });
    const config = {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { 'no-import-cycles': noImportCycles([root()], base) } } },
      rules: { 'local/no-import-cycles': 'error' },
    };
    const lint = (path, code) => linter.verify(code, config, join(base, path));
    const [problem, ...more] = lint(
      'loop/deep/c.ts',
      "import { x } from '../x';\n\nimport { a } from '../a.ts';\nexport const c = a;\n",
    );
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ ruleId: 'local/no-import-cycles', line: 3 });
    expect(problem.message).toContain('loop/deep/c.ts -> loop/a.ts -> loop/b.ts -> loop/deep/c.ts');
    expect(lint('loop/user.ts', "import { a } from './a';\nexport const u = a;\n")).toEqual([]);
    expect(lint('loop/x.ts', 'export const x = 1;\n')).toEqual([]);
  });
});
