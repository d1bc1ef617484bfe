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
 * (units-naming.ts), all words in one statement prepared once. Its one plan reads each word's units on the units'
 * trigram index and its blocks among the condominium's few: planned for its words it cost 0.9 ms of planning for
 * 0.1–0.5 ms of work a search (explain:route, bench database); the generic plan runs in 0.05–0.14 ms.
 */
export const unitsNamedByWords = async (db: Database, idCondo: number, words: string[]): Promise<number[][]> => {
  // A word under 3 letters has no trigram: its generic plan would read the whole index, so it is planned for it.
  const onePlan = everyWordHasTrigrams(words);
  const prepared = preparedOnce(db, `ocorrencias:unidades-das-palavras:${onePlan}`, () =>
    db
      .select(named({ word: sql<number>`w.i::int`, id: sql<number>`x.id_unidade` }))
      .from(
        sql`unnest(${p('patterns')}::text[]) with ordinality w(p, i)
          cross join lateral (${unitsNaming(sql`${p('idCondo')}`, (busca) => sql`${busca} like w.p`)}) x`,
      )
      .where(onePlan ? sql.raw(`${ONE_PLAN_FOR_EVERY_PATTERN_MARK} true`) : undefined)
      .prepare(UNNAMED),
  );
  const patterns = words.map((w) => `%${escapeLike(w)}%`);
  const rows = await namedRows<{ word: number; id: number }>(prepared, { idCondo, patterns });
  return words.map((_, i) => rows.filter((r) => Number(r.word) === i + 1).map((r) => Number(r.id)));
};
