import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { DECISIONS_DIR, readRecords, renderIndex, statusesOf, statusText } from './decisions-index.ts';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const folderWith = (records: Record<string, string>) => {
  dir = mkdtempSync(join(tmpdir(), 'decisions-'));
  for (const [file, text] of Object.entries(records)) writeFileSync(join(dir, file), text);
  return dir;
};
const record = (number: string, title: string, body = '') =>
  `# ${number} — ${title}\n\n**Decides:** what ${number} decides.\n\n${body}\n`;

describe('decisions index', () => {
  test('docs/decisions/README.md lists every record as the records say (run `npm run docs:decisions`)', () => {
    const index = readFileSync(join(DECISIONS_DIR, 'README.md'), 'utf8');
    for (const r of readRecords(DECISIONS_DIR))
      expect(index, `${r.file} is missing from the index`).toContain(`[${r.number}](${r.file})`);
    expect(index).toBe(renderIndex(DECISIONS_DIR));
  });

  test('a new record makes the index out of date until it is generated again', () => {
    const folder = folderWith({ '001-a.md': record('001', 'A') });
    const before = renderIndex(folder);
    writeFileSync(join(folder, '002-b.md'), record('002', 'B | C'));
    const after = renderIndex(folder);
    expect(after).not.toBe(before);
    expect(after).toContain('| [002](002-b.md) | B \\| C | Accepted | what 002 decides. |');
  });

  test("a status comes from the record's own notes and from later records that name it", () => {
    const folder = folderWith({
      '001-a.md': record('001', 'A', 'Superseded in part by 003 and 004.\n\nLater: decision 002 changes the rest.'),
      '002-b.md': record(
        '002',
        'B',
        '## Amendment (issue 9): more\n\nSee 001 for the start (an earlier record: no status).',
      ),
      '003-c.md': record('003', 'C', 'Supersedes 002.'),
      '004-d.md': record('004', 'D', '(As amended by decision 005: a detail.) Amends 003. Done in 099.'),
      '005-e.md': '# 005. E\n\n**Decides:** e.\n',
    });
    const records = readRecords(folder);
    const statuses = statusesOf(records);
    const text = (n: string) => statusText(statuses.get(n)!);
    expect(text('001')).toBe('Superseded in part by [003](003), [004](004); amended by [002](002)');
    expect(text('002')).toBe('Superseded by [003](003); updated in place (issue 9)');
    expect(text('003')).toBe('Amended by [004](004)');
    expect(text('004')).toBe('Amended by [005](005)');
    expect(text('005')).toBe('Accepted');
    expect(records.find((r) => r.number === '005')?.title).toBe('E');
  });

  test('a record without a **Decides:** line stops the index, named', () => {
    const folder = folderWith({ '001-a.md': record('001', 'A'), '002-b.md': '# 002 — B\n\n## Context\n' });
    expect(() => renderIndex(folder)).toThrow('002-b.md');
  });
});
