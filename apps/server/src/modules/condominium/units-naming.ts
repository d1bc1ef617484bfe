import { sql, type SQL } from 'drizzle-orm';

/**
 * The condominium's units whose own name, or whose block's name, matches (`matches` says how of a folded `busca`
 * column: contains a word, a word starts it): a subquery of `id_unidade`, a unit possibly twice. The searches that
 * let a word name a unit or block read it (vehicles, occurrences, the day's cards). The two names are read apart, not
 * ORed: the unit's through its trigram index (migration 0049), the block's among the condominium's few blocks. A
 * name word ('gol', 'maria') found no unit after testing the condominium's 2,000 units one by one: 1.3 → 0.08 ms.
 */
export const unitsNaming = (idCondo: number | SQL, matches: (busca: SQL) => SQL): SQL =>
  sql`select u.id_unidade from unidades u join blocos b on b.id_bloco = u.id_bloco
      where b.id_condo = ${idCondo} and ${matches(sql`u.busca`)}
    union all
    select u.id_unidade from blocos b join unidades u on u.id_bloco = b.id_bloco
      where b.id_condo = ${idCondo} and ${matches(sql`b.busca`)}`;
