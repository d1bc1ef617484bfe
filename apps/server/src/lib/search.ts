import { foldText } from '@portaria/shared/text';
import { sql, type SQL } from 'drizzle-orm';

// PGlite has no unaccent extension, and lower()/ilike of a non-ASCII letter depend on the database's locale
// (decision 051): 'Á' stays 'Á' under the C locale. So accents are folded with translate() over BOTH cases first;
// what is left for lower() is ASCII, which every locale lowers alike. JavaScript folds the query the same way.
const ACCENTED = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const PLAIN = 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy';

export { foldText };

/** The same folding as SQL text, for DDL (a generated column cannot take parameters). */
export const foldSqlText = (expression: string): string => `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;

/** The column or expression folded as foldText folds the query: lower case, no accents, locale-independent. */
export const foldSql = (expression: SQL): SQL => sql`lower(translate(${expression}, ${ACCENTED}, ${PLAIN}))`;

/** `%`, `_` and `\` typed by the user are letters, not LIKE patterns. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The expression contains the text, ignoring accents and case (the one search condition of every area). */
export const containsFolded = (expression: SQL, text: string): SQL => sql`${foldSql(expression)} like ${`%${escapeLike(foldText(text))}%`}`;

/** Splits a query into folded words (each word must match somewhere: "civic preto", "bloco b 302"). */
export const searchWords = (query: string | undefined): string[] => foldText(query ?? '').split(/\s+/).filter(Boolean);
