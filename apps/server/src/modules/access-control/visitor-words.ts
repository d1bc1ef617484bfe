import { foldText } from '@portaria/shared/text';
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike, searchWords } from '../../platform/lists/search.ts';

/** How the visitors' and the entries' searches read typed words: each word starts a word of the folded text. */

/** The folded text the visitor search reads: name, company and document, lower case without accents. */
export const searchText = (v: { nome: string; empresa: string | null; numeroDocumento: string }): string =>
  foldText(`${v.nome} ${v.empresa ?? ''} ${v.numeroDocumento}`);

/** The typed words, folded; a document typed with its dots and dashes ('390.533.447-05') is its digits. */
export const wordsOf = (query: string | undefined): string[] =>
  searchWords(query)
    .map((word) => (/^[\d./-]+$/.test(word) ? word.replace(/[./-]/g, '') : word))
    .filter(Boolean);

/** The folded text has a word starting with `word` ('ana' finds 'Ana' and 'Ana Paula', not 'Mariana'). */
export const startsWord = (text: SQL, word: string): SQL =>
  sql`(${text} like ${`${escapeLike(word)}%`} or ${text} like ${`% ${escapeLike(word)}%`})`;

/**
 * Every word typed must start a word of the folded name, company or document (`column`), or of what `also` adds
 * (the entries add the unit and block): a word found inside another word is noise, not a match.
 */
export const wordsMatch = (column: SQL, query: string | undefined, also: (word: string) => SQL[] = () => []): SQL[] =>
  wordsOf(query).map((word) => {
    const ways = [startsWord(column, word), ...also(word)];
    return ways.length === 1 ? ways[0]! : sql`(${sql.join(ways, sql` or `)})`;
  });

/**
 * The list's own search condition, the same matches as `wordsMatch` read cheaper: both shapes of `startsWord` ('w%',
 * '% w%') give the trigram index the same trigrams, so a word read the index twice, with the padded ones ('  s': every
 * word starting with s) among its longest lists. '%w%' reads the index once without them, and the word's start is
 * checked on the few rows it finds with functions the index cannot take (with LIKE the planner spread the OR back
 * into two index reads): a first name and a surname, 11 ms -> 1 ms (issue 30). A word under 3 letters has no
 * trigram of its own, only padded ones: it keeps `startsWord`.
 */
export const visitorWordsMatch = (column: SQL, query: string | undefined): SQL[] =>
  wordsOf(query).map((word) =>
    word.length < 3
      ? startsWord(column, word)
      : sql`(${column} like ${`%${escapeLike(word)}%`} and (starts_with(${column}, ${word}) or strpos(${column}, ${` ${word}`}) > 0))`,
  );
