import { foldText } from '@portaria/shared/text';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ACCENTED, PLAIN, foldSqlText } from '../../db/fold.ts';

export { foldText, foldSqlText };

/** The column or expression folded as foldText folds the query: lower case, no accents, locale-independent. */
export const foldSql = (expression: SQL): SQL => sql`lower(translate(${expression}, ${ACCENTED}, ${PLAIN}))`;

/** `%`, `_` and `\` typed by the user are letters, not LIKE patterns. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The stored folded column (folded once when written by foldSqlText, often with a trigram index) contains the text,
 * ignoring accents and case: the one search condition of every area, which never folds a row at read time (issue 30).
 */
export const storedContains = (folded: SQL | AnyColumn, text: string): SQL =>
  sql`${folded} like ${containsPattern(text)}`;

/** The pattern of "contains" on a folded column: the text folded as the column was, `%`, `_` and `\` as letters. */
export const containsPattern = (text: string): string => `%${escapeLike(foldText(text))}%`;

/** Splits a query into folded words (each word must match somewhere: "civic preto", "bloco b 302"). */
export const searchWords = (query: string | undefined): string[] =>
  foldText(query ?? '')
    .split(/\s+/)
    .filter(Boolean);

/**
 * Every word is long enough for a trigram of its own (3 letters): a `like '%word%'` search of such words has one
 * sensible plan, the trigram index, whatever the words (decision 134, amended). A shorter word's only trigrams are
 * padded ones, which the index holds for most rows.
 */
export const everyWordHasTrigrams = (words: string[]): boolean => words.length > 0 && words.every((w) => w.length >= 3);

/**
 * A row's stored signature (`busca_assinatura` of its folded text: 64 bits of its pairs of adjacent letters, migration
 * 0056) has every bit of the words' (`words`, a `text[]` of folded words): a row that lacks one cannot contain them
 * all, so one AND tells most rows apart before any LIKE. Never a false negative: a text holding a word holds each of
 * its pairs. The words' bits are computed once per execution (an InitPlan), also in a generic plan.
 */
export const signatureHolds = (signature: SQL | AnyColumn, words: SQL): SQL =>
  sql`(~${signature} & (select coalesce(bit_or(busca_assinatura(w)), 0) from unnest(${words}::text[]) w)) = 0`;
