import { sql, type SQL } from 'drizzle-orm';
import { normalizePlate } from '@portaria/shared/br/plate';

// PGlite has no unaccent extension and lower() of a non-ASCII letter depends on the locale, so accents are
// folded with translate() over both cases first; the JavaScript side folds the query the same way.
const ACCENTED = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäåéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAAEEEEIIIIOOOOOUUUUCNaaaaaaeeeeiiiiooooouuuucn';

export const foldSql = (expression: SQL): SQL => sql`lower(translate(${expression}, ${ACCENTED}, ${PLAIN}))`;

export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word of the query must appear somewhere in plate, model, colour, type, block or unit name
 * ("civic preto", "bloco b 302"); a word typed with a plate's hyphen ("abc-1d") also matches the plate.
 */
export const searchCondition = (query: string | undefined, haystack: SQL, plate: SQL): SQL | undefined => {
  const words = foldText(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  const perWord = words.map((word) => {
    const inText = sql`${foldSql(haystack)} like ${`%${escapeLike(word)}%`}`;
    const asPlate = normalizePlate(word);
    if (!asPlate || asPlate.toLowerCase() === word) return inText;
    return sql`(${inText} or coalesce(${plate}, '') like ${`%${asPlate}%`})`;
  });
  return sql.join(perWord, sql` and `);
};
