import { sql, type SQL } from 'drizzle-orm';
import { normalizePlate } from '@portaria/shared/br/plate';
import { searchWords, storedContains } from '../../platform/lists/search.ts';

/**
 * Every word of the query must appear somewhere in plate, model, colour, type, block or unit name ("civic preto",
 * "bloco b 302"), read from the tables' stored folded `busca` columns; a word typed with a plate's hyphen ("abc-1d")
 * also matches the plate.
 */
export const searchCondition = (query: string | undefined, haystack: SQL, plate: SQL): SQL | undefined => {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  const perWord = words.map((word) => {
    const inText = storedContains(haystack, word);
    const asPlate = normalizePlate(word);
    if (!asPlate || asPlate.toLowerCase() === word) return inText;
    return sql`(${inText} or coalesce(${plate}, '') like ${`%${asPlate}%`})`;
  });
  return sql.join(perWord, sql` and `);
};
