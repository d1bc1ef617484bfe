import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ONE_PLAN_FOR_EVERY_PATTERN_MARK } from '../../db/prepared-pg.ts';
import { named, namedRows } from '../../platform/lists/json-rows.ts';
import { preparedOnce, UNNAMED } from '../../platform/lists/prepared.ts';
import { escapeLike, everyWordHasTrigrams } from '../../platform/lists/search.ts';
import { unitsNaming } from '../condominium/units-naming.ts';

const p = (name: string) => sql.placeholder(name);

/**
 * Each word's units (`units[i]` for `words[i]`): the condominium's units whose own name or block's holds the word
 * (units-naming.ts), all words in one statement, built once per number of words. Its one plan reads each word's
 * units on the units' trigram index and its blocks among the condominium's few: planned for its words it cost
 * 0.5–0.9 ms of planning for 0.1–0.4 ms of work a search (explain:route, bench database). The words are one leg each,
 * not an array: an array's generic plan was estimated for 10 words, dearer than the custom plans, and never chosen.
 */
export const unitsNamedByWords = async (db: Database, idCondo: number, words: string[]): Promise<number[][]> => {
  // A word under 3 letters has no trigram: its generic plan would read the whole index, so it is planned for it.
  const onePlan = everyWordHasTrigrams(words);
  const build = () =>
    db
      .select(named({ word: sql<number>`x.word`, id: sql<number>`x.id_unidade` }))
      .from(
        sql`(${sql.join(
          words.map(
            (_, i) =>
              sql`select ${sql.raw(String(i + 1))} as word, u.id_unidade from (${unitsNaming(
                sql`${p('idCondo')}`,
                (busca) => sql`${busca} like ${p(`pattern${i}`)}`,
              )}) u`,
          ),
          sql` union all `,
        )}) x`,
      )
      .where(onePlan ? sql.raw(`${ONE_PLAN_FOR_EVERY_PATTERN_MARK} true`) : undefined)
      .prepare(UNNAMED);
  const prepared =
    words.length <= KEPT_WORDS ? preparedOnce(db, `ocorrencias:unidades:${words.length}:${onePlan}`, build) : build();
  const patterns = Object.fromEntries(words.map((w, i) => [`pattern${i}`, `%${escapeLike(w)}%`]));
  const rows = await namedRows<{ word: number; id: number }>(prepared, { idCondo, ...patterns });
  return words.map((_, i) => rows.filter((r) => Number(r.word) === i + 1).map((r) => Number(r.id)));
};

/** At most this many words get statements kept per shape (a longer search builds its own for its request). */
export const KEPT_WORDS = 4;
