import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizePlate } from '@portaria/shared/br/plate';
import { searchWords, storedContains } from '../../platform/lists/search.ts';

type Columns = {
  /** The vehicle's folded plate, model, colour and type (`veiculos.busca`). */
  vehicle: AnyColumn;
  /** The ids of the units whose name or block's name holds a word, as an SQL array. */
  unitsOf: (word: string) => SQL;
  unit: AnyColumn;
  plate: AnyColumn;
};

/**
 * Every word of the query must appear somewhere in plate, model, colour, type, block or unit name ("civic preto",
 * "bloco b 302"), read from the tables' stored folded `busca` columns; a word typed with a plate's hyphen ("abc-1d")
 * also matches the plate. A word is found in the vehicle's own column (trigram index) or names one of its units: the
 * condominium's few thousand unit names are read once per word, and the vehicles of those units by their unit index
 * (issue 30: one folded text of vehicle, block and unit per row read every vehicle of the condominium, 14 ms).
 */
export const searchCondition = (query: string | undefined, columns: Columns): SQL | undefined => {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  const perWord = words.map((word) => {
    const inText = sql`(${storedContains(columns.vehicle, word)} or ${columns.unit} = any(${columns.unitsOf(word)}))`;
    const asPlate = normalizePlate(word);
    if (!asPlate || asPlate.toLowerCase() === word) return inText;
    return sql`(${inText} or coalesce(${columns.plate}, '') like ${`%${asPlate}%`})`;
  });
  return sql.join(perWord, sql` and `);
};
