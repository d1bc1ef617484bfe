import { desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, condominios, unidades } from '../../db/schema/index.ts';
import type { PageWindow } from '../../platform/lists/paginate.ts';
import { named, namedRows } from '../../platform/lists/json-rows.ts';
import { dailyCountOf } from '../../platform/lists/daily-counts.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import {
  corrected,
  entryShapeOf,
  entryWhereOf,
  isPeriodAlone,
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
import { searchPage } from './shift-book-search.repository.ts';

export type { EntryJsonRow, EntryPage } from './shift-book-rows.repository.ts';
export { searchCapOf } from './shift-book-search.repository.ts';

const whereOf = (s: EntryShape) => entryWhereOf(s, placeholders(s));
type Bindable<T> = { [K in keyof T]: T[K] | Placeholder };

/**
 * One window of the book, newest first, in ONE statement: the ids walk the (id_condo, criado_em, id) index backwards
 * to the LIMIT in a subquery (the LIMIT keeps the planner from joining first), only those rows are joined to their
 * unit and corrected entry, and the whole hangs on the condominium's row (LEFT JOIN), so that even an empty window
 * answers the data version and whether the filtered unit is an active unit of the condominium (uncorrelated
 * subqueries, run once by primary key; their own `unidades` and `blocos` shadow the page's). The total is counted
 * apart, only when needed (decision 123: 5 statements a request before, 2 at most now).
 */
const pageQuery = (db: Database, s: EntryShape, v: EntryValues, window: Bindable<PageWindow>) => {
  const anchor = db
    .select({ idCondo: condominios.idCondo })
    .from(condominios)
    .where(eq(condominios.idCondo, v.idCondo))
    .as('condominio');
  const page = db
    .select({ id: r.id })
    .from(r)
    .where(entryWhereOf(s, v))
    .orderBy(desc(r.criadoEm), desc(r.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('pagina');
  return db
    .select({
      ...entryColumns(),
      ...named({
        versao: versionOf(v.idCondo),
        periodTotal: isPeriodAlone(s) ? dailyCountOf('livro_registros', v.idCondo, v.from, v.until) : sql<null>`null`,
        isUnitFound: unitFoundOf(s, v),
      }),
    })
    .from(anchor)
    .leftJoin(page, sql`true`)
    .leftJoin(r, eq(r.id, page.id))
    .leftJoin(unidades, unitOfEntry)
    .leftJoin(blocos, blockOfUnit)
    .leftJoin(corrected, correctedOfEntry)
    .orderBy(desc(r.criadoEm), desc(r.id));
};

const prepareCount = (db: Database, s: EntryShape) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(r)
    .where(whereOf(s))
    .prepare(`livro_total_${keyOf(s)}`);

export const listEntryPage = async (db: Database, filter: EntryFilter, window: PageWindow): Promise<EntryPage> => {
  const s = entryShapeOf(filter);
  if (s.words > 0) return searchPage(db, filter, window);
  const rows = await namedRows<PageRow>(
    preparedOnce(db, `livro:page:${keyOf(s)}`, () =>
      pageQuery(db, s, placeholders(s), { limit: p('limit'), offset: p('offset') }).prepare(`livro_pagina_${keyOf(s)}`),
    ),
    { ...bound(filter), ...window },
  );
  const first = rows[0];
  return {
    // An empty window is the condominium's row alone, its entry columns null.
    rows: rows.filter((row) => row.id !== null).map(toJsonRow),
    versao: Number(first?.versao ?? 0),
    total: first?.periodTotal == null ? null : Number(first.periodTotal),
    isUnitFound: first?.isUnitFound === true,
  };
};

/** The filter's total (a period alone is summed from its days' counters by the service instead). */
export const countEntryRows = async (db: Database, filter: EntryFilter): Promise<number> => {
  const s = entryShapeOf(filter);
  const [row] = await preparedOnce(db, `livro:count:${keyOf(s)}`, () => prepareCount(db, s)).execute(bound(filter));
  return row?.n ?? 0;
};
