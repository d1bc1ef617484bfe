/**
 * `npm run docs:decisions` writes docs/decisions/README.md from the records themselves (decision 110): number, title
 * (the first heading), status and the record's `**Decides:**` line. `--check` writes nothing and fails when the
 * index differs from the records; `decisions-index.test.ts` runs the same comparison in `npm test`.
 *
 * A status is read from the words the records already use:
 * - in the record: "Superseded by NNN", "Superseded in part by NNN and MMM", "As amended by decision NNN",
 *   "Amended by NNN", "Later: decision NNN …", "Done in NNN", "see NNN" (a later record), and a section headed
 *   "## Amendment (…)" or "## Update (…)" written into the record itself;
 * - in a later record: "Supersedes NNN", "Supersedes in part NNN", "Amends NNN".
 * Only numbers of records that exist and come after the record count.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type DecisionRecord = { number: string; file: string; title: string; decides: string; text: string };
export type Status = { supersededBy: string[]; isPartial: boolean; amendedBy: string[]; updatedInPlace: string[] };

const RECORD_FILE = /^(\d{3})-.+\.md$/;
const NUMBER = /\b\d{3}\b/g;
const LIST = String.raw`(?:decisions?\s+)?(\d{3}(?:(?:\s*,\s*|\s+and\s+)\d{3})*)`;

export const readRecords = (dir: string): DecisionRecord[] =>
  readdirSync(dir)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const heading = /^#\s+(.+)$/m.exec(text)?.[1] ?? '';
      const number = file.slice(0, 3);
      // "# 097. Title" and "# 097 — Title" both name the record by its number first.
      const title = heading.replace(new RegExp(`^${number}\\s*[.—–:-]?\\s*`), '').trim();
      const decides = /^\*\*Decides:\*\*\s*(.+)$/m.exec(text)?.[1]?.trim() ?? '';
      return { number, file, title, decides, text };
    });

const numbersIn = (text: string) => text.match(NUMBER) ?? [];
const matchesOf = (text: string, pattern: string) => [...text.matchAll(new RegExp(pattern, 'gi'))];

export const statusesOf = (records: DecisionRecord[]): Map<string, Status> => {
  const known = new Set(records.map((r) => r.number));
  const statuses = new Map(
    records.map((r) => [r.number, { supersededBy: [], isPartial: false, amendedBy: [], updatedInPlace: [] } as Status]),
  );
  const add = (list: string[], number: string) => {
    if (!list.includes(number)) list.push(number);
  };
  const later = (of: string, numbers: string[]) => numbers.filter((n) => known.has(n) && n > of);

  for (const record of records) {
    const own = statuses.get(record.number)!;
    for (const m of matchesOf(record.text, String.raw`superseded(\s+in\s+part)?\s+by\s+${LIST}`)) {
      if (m[1]) own.isPartial = true;
      for (const n of later(record.number, numbersIn(m[2]!))) add(own.supersededBy, n);
    }
    const amending = [String.raw`amended\s+by\s+${LIST}`, String.raw`done\s+in\s+${LIST}`, String.raw`\bsee\s+${LIST}`];
    for (const pattern of amending) {
      for (const m of matchesOf(record.text, pattern))
        for (const n of later(record.number, numbersIn(m[1]!))) add(own.amendedBy, n);
    }
    for (const m of record.text.matchAll(/^Later:(.*)$/gm))
      for (const n of later(record.number, numbersIn(m[1]!))) add(own.amendedBy, n);
    for (const m of record.text.matchAll(/^##\s+(?:Amendment|Update)\s*\(([^)]+)\)/gm)) add(own.updatedInPlace, m[1]!);

    // A later record that names what it replaces.
    for (const m of matchesOf(record.text, String.raw`\b(supersedes|amends)(\s+in\s+part)?\s+${LIST}`)) {
      for (const n of numbersIn(m[3]!).filter((n) => known.has(n) && n < record.number)) {
        const target = statuses.get(n)!;
        if (m[1]!.toLowerCase() === 'supersedes') {
          add(target.supersededBy, record.number);
          if (m[2]) target.isPartial = true;
        } else add(target.amendedBy, record.number);
      }
    }
  }
  for (const status of statuses.values()) {
    status.supersededBy.sort();
    status.amendedBy = status.amendedBy.filter((n) => !status.supersededBy.includes(n)).sort();
  }
  return statuses;
};

export const statusText = (status: Status, fileOf: (number: string) => string = (n) => n): string => {
  const joinNumbers = (numbers: string[]) => numbers.map((n) => `[${n}](${fileOf(n)})`).join(', ');
  const parts: string[] = [];
  if (status.supersededBy.length > 0)
    parts.push(`${status.isPartial ? 'Superseded in part by' : 'Superseded by'} ${joinNumbers(status.supersededBy)}`);
  if (status.amendedBy.length > 0)
    parts.push(`${parts.length > 0 ? 'amended' : 'Amended'} by ${joinNumbers(status.amendedBy)}`);
  if (status.updatedInPlace.length > 0)
    parts.push(`${parts.length > 0 ? 'updated' : 'Accepted, updated'} in place (${status.updatedInPlace.join(', ')})`);
  return parts.length > 0 ? parts.join('; ') : 'Accepted';
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The whole index, or an error naming the records without a `**Decides:**` line. */
export const renderIndex = (dir: string): string => {
  const records = readRecords(dir);
  const undecided = records.filter((r) => !r.decides || !r.title).map((r) => r.file);
  if (undecided.length > 0) {
    throw new Error(
      `Each record needs a first heading and a "**Decides:** …" line under it; missing in: ${undecided.join(', ')}`,
    );
  }
  const statuses = statusesOf(records);
  const fileOf = (number: string) => records.find((r) => r.number === number)!.file;
  const rows = records.map(
    (r) =>
      `| [${r.number}](${r.file}) | ${cell(r.title)} | ${statusText(statuses.get(r.number)!, fileOf)} | ${cell(r.decides)} |`,
  );
  return [
    '# Decision records',
    '',
    'Generated by `npm run docs:decisions` (scripts/decisions-index.ts) from the records themselves: edit a record, then',
    "run it; `npm test` fails while this index differs from the records. A title is the record's first heading, the last",
    'column its `**Decides:**` line. A status comes from the notes the records carry ("Superseded in part by 103", "As',
    'amended by decision 071", "Later: decision 105 …", "Done in 103", an "## Amendment (…)" or "## Update (…)" section,',
    'or a later record\'s "Supersedes NNN" / "Amends NNN"); a record with none of them is Accepted. A new record takes',
    'the next free number and a `**Decides:**` line under its title.',
    '',
    `${records.length} records.`,
    '',
    '| # | title | status | decides |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
};

export const DECISIONS_DIR = fileURLToPath(new URL('../docs/decisions', import.meta.url));

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = DECISIONS_DIR;
  const indexFile = join(dir, 'README.md');
  const next = renderIndex(dir);
  const current = (() => {
    try {
      return readFileSync(indexFile, 'utf8');
    } catch {
      return '';
    }
  })();
  if (process.argv.includes('--check')) {
    if (current !== next) {
      console.error('docs/decisions/README.md está desatualizado: rode `npm run docs:decisions`.');
      process.exit(1);
    }
  } else if (current !== next) {
    writeFileSync(indexFile, next);
    console.log(`docs/decisions/README.md: ${readRecords(dir).length} registros.`);
  }
}
