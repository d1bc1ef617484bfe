// PGlite has no unaccent extension, and lower()/ilike of a non-ASCII letter depend on the database's locale
// (decision 051): 'Á' stays 'Á' under the C locale. So accents are folded with translate() over BOTH cases first;
// what is left for lower() is ASCII, which every locale lowers alike. JavaScript folds the query the same way
// (foldText in packages/shared). Here, in db/, because the schema's generated columns use it too (platform/lists/search.ts
// builds the search conditions on it).
export const ACCENTED = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
export const PLAIN = 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy';

/** The same folding as SQL text, for DDL (a generated column cannot take parameters). */
export const foldSqlText = (expression: string): string => `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;
