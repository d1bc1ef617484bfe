import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { PageWindow } from '../../platform/lists/paginate.ts';
import { inIdOrder, named, namedRows } from '../../platform/lists/json-rows.ts';
import { preparedOnce, UNNAMED } from '../../platform/lists/prepared.ts';
import { SHIFT_BOOK_LIMITS } from '@portaria/shared/shift-book/shift-book.rules';
import {
  entryShapeOf,
  entryWhereOf,
  type EntryFilter,
  type EntryShape,
  type EntryValues,
} from './shift-book.repository.ts';
import {
  blockOfUnit,
  bound,
  correctedOfEntry,
  entryColumns,
  keyOf,
  p,
  placeholders,
  r,
  toJsonRow,
  unitFoundOf,
  unitOfEntry,
  versionOf,
  type EntryPage,
  type PageRow,
} from './shift-book-rows.repository.ts';
import { blocos, unidades } from '../../db/schema/index.ts';
import { corrected } from './shift-book.repository.ts';

/**
 * A word search's window, one table: its newest `cap` matches (a CTE walked once) give the page's ids and their count,
 * with the data version and the unit check. Unnamed (planned for its words each time: a generic plan, blind to how
 * common a word is, gathered all the period's matches to sort them), and planning one table is cheap: 0.1–0.2 ms,
 * against 0.6 ms for the joined page. The rows then come by id array (`entriesByIds`), a plan kept.
 */
const searchWindowQuery = (db: Database, s: EntryShape, v: EntryValues) => {
  const matches = db
    .$with('encontrados')
    .as(
      db
        .select({ id: r.id, criadoEm: r.criadoEm })
        .from(r)
        .where(entryWhereOf(s, v))
        .orderBy(desc(r.criadoEm), desc(r.id))
        .limit(p('cap')),
    );
  const ids = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(desc(matches.criadoEm), desc(matches.id))
    .limit(p('limit'))
    .offset(p('offset'));
  return db
    .with(matches)
    .select(
      named({
        ids: sql<number[]>`array(${ids})`,
        total: sql<number>`(select count(*) from ${matches})`,
        versao: versionOf(v.idCondo),
        isUnitFound: unitFoundOf(s, v),
      }),
    )
    .from(sql`(values (1)) as um`);
};

/** Entries by id, with their joins: a page's rows once its window is known. */
const entriesByIds = (db: Database) =>
  db
    .select(entryColumns())
    .from(r)
    .leftJoin(unidades, unitOfEntry)
    .leftJoin(blocos, blockOfUnit)
    .leftJoin(corrected, correctedOfEntry)
    .where(sql`${r.id} = any(${p('ids')}::bigint[])`);

/**
 * A word search counts up to `searchCountCap` matches, or to the end of the page asked when that is further, and one
 * more: reaching it says there are more than that, and a next page.
 */
export const searchCapOf = (window: PageWindow) =>
  Math.max(SHIFT_BOOK_LIMITS.searchCountCap, window.offset + window.limit) + 1;

/** A word search's page: its window (ids, total up to the cap), then its rows by id, in the window's order. */
export const searchPage = async (db: Database, filter: EntryFilter, window: PageWindow): Promise<EntryPage> => {
  const s = entryShapeOf(filter);
  const prepared = preparedOnce(db, `livro:busca:${keyOf(s)}`, () =>
    searchWindowQuery(db, s, placeholders(s)).prepare(UNNAMED),
  );
  const [found] = await namedRows<{
    ids: number[] | null;
    total: number | string;
    versao: number | string | null;
    isUnitFound: boolean;
  }>(prepared, { ...bound(filter), ...window, cap: searchCapOf(window) });
  const ids = (found?.ids ?? []).map(Number);
  const byIds = preparedOnce(db, 'livro:por-ids', () => entriesByIds(db).prepare('livro_por_ids'));
  const rows = ids.length > 0 ? await namedRows<PageRow>(byIds, { ids }) : [];
  return {
    // A bigint id comes as text from PostgreSQL's driver (a number from the embedded one).
    rows: inIdOrder(
      ids,
      rows.map((row) => ({ ...row, id: Number(row.id) })),
    ).map(toJsonRow),
    versao: Number(found?.versao ?? 0),
    total: Number(found?.total ?? 0),
    isUnitFound: found?.isUnitFound === true,
  };
};
