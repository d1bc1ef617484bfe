import type { SearchTerms } from '@portaria/shared/desk/search-terms';
import { asc, eq, sql, type AnyColumn, type SQL, type Subquery } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { blocos, unidades } from '../../db/schema/index.ts';
import { UNNAMED } from '../../platform/lists/prepared.ts';
import { containsPattern, escapeLike } from '../../platform/lists/search.ts';

/** The pieces every group of the desk's search is written with (desk-search.repository.ts says how they are used). */
export const p = (name: string) => sql.placeholder(name);
export type Params = Record<string, unknown>;
/** `%`, `_` and `\` typed are letters; the pattern of "starts with" and of "contains" (folded). */
export const startPattern = (text: string) => `${escapeLike(text)}%`;
export const likeParam = (column: SQL | AnyColumn, name: string) => sql`${column} like ${p(name)}`;
/**
 * "Starts with" as a range the pattern index reads (`~>=~`, `~<~` of text_pattern_ops) besides the LIKE: a prepared
 * statement's generic plan cannot turn `like $1` into an index range, and read every plate of the condominium.
 */
export const startsWith = (column: SQL | AnyColumn, name: string) =>
  sql`${column} ~>=~ ${p(`${name}From`)} and ${column} ~<~ ${p(`${name}Until`)} and ${column} like ${p(name)}`;
/** The parameters of startsWith: the prefix, the next string after every one that starts with it, the pattern. */
export const startParams = (name: string, prefix: string): Params => ({
  [`${name}From`]: prefix,
  [`${name}Until`]: prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1),
  [name]: startPattern(prefix),
});
export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export const unitRef = { idUnidade: unidades.idUnidade, unidade: unidades.nome, nmBloco: blocos.nome };
export const inCondo = eq(blocos.idCondo, p('idCondo'));
/**
 * A group's few hits, chosen first by a subquery alone (with `id` and the alias `hitUnit`), then joined to their unit
 * and block and kept in the subquery's order (`first`, then id): joined before the LIMIT, the planner hashed all of
 * the condominium's 4,000 units for a few dozen hits (1.9 against 1.3 ms a name search, issue 32).
 */
export const hitsWithUnits = <F extends SelectedFields>(
  db: Database,
  hits: Subquery & { id: AnyColumn; hitUnit: SQL.Aliased<number> },
  fields: F,
  first: AnyColumn,
) =>
  db
    .select({ ...unitRef, ...fields })
    .from(hits)
    .innerJoin(unidades, eq(unidades.idUnidade, hits.hitUnit))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .orderBy(asc(first), asc(hits.id))
    .prepare(UNNAMED);
/**
 * The block's own name, after the word that says it is a block, starts with the word: "b" finds "Bloco B" (not the
 * b of "bloco"), "03" finds "Torre 03", "norte" finds "Torre Norte".
 */
export const blockHas = (name: string) =>
  likeParam(sql`regexp_replace(${blocos.busca}, '^(bloco|torre|bl|predio|edificio) +', '')`, name);
/** The unit part of a text: the start of the unit's name (`unit`), and words of the block's name (`b0`, `b1`…). */
export const unitMatch = (blockWords: number): SQL[] => [
  startsWith(unidades.busca, 'unit'),
  ...range(blockWords).map((i) => blockHas(`b${i}`)),
];
export const unitParams = (unit: string, blockWords: string[]): Params => ({
  ...startParams('unit', unit),
  ...Object.fromEntries(blockWords.map((w, i) => [`b${i}`, startPattern(w)])),
});
/** A person's or visitor's unit: the name words are theirs, the short ones the block's ("maria a 1204"). */
export const personUnit = (t: SearchTerms) =>
  t.unit ? { n: t.shortBlockWords.length, params: unitParams(t.unit, t.shortBlockWords) } : null;
/** Every word somewhere in the folded column (`w0`, `w1`…). */
export const wordsMatch = (column: SQL | AnyColumn, words: number) =>
  range(words).map((i) => likeParam(column, `w${i}`));
export const wordParams = (words: string[]): Params =>
  Object.fromEntries(words.map((w, i) => [`w${i}`, containsPattern(w)]));
/** Digits are a CPF or a document only from 5 of them, or typed with the mask: "1204" is a unit. */
export const documentDigits = (t: SearchTerms) => (t.digits && (t.digits.length >= 5 || t.isMasked) ? t.digits : null);
