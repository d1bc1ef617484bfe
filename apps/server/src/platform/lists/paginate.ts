import { pageMeta, type Page } from '@portaria/shared/common/page';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The number of rows the page was cut from, as a column of the page's own query: `count(*) OVER ()` is computed
 * before LIMIT/OFFSET, so one query answers the rows and the total (no second query repeating the joins).
 */
export const totalRowsColumn = (): SQL.Aliased<number> =>
  sql<number>`count(*) over ()`.mapWith(Number).as('total_rows');

export type PageWindow = { limit: number; offset: number };

/**
 * One page of the shared page contract (`pageSchema`). `load` runs the area's query for a window, selecting
 * `totalRows: totalRowsColumn()`; a page past the end has no row to carry the total, so the first row of the same
 * query is read for it (the contract answers an empty `data` with the real totals).
 */
export const paginate = async <R extends { totalRows: number }, T>(
  { page, limit }: { page: number; limit: number },
  load: (window: PageWindow) => Promise<R[]>,
  toItems: (rows: R[]) => T[] | Promise<T[]>,
): Promise<Page<T>> => {
  const rows = await load({ limit, offset: (page - 1) * limit });
  let totalItems = rows[0]?.totalRows ?? 0;
  if (rows.length === 0 && page > 1) totalItems = (await load({ limit: 1, offset: 0 }))[0]?.totalRows ?? 0;
  return { data: await toItems(rows), meta: pageMeta(page, limit, totalItems) };
};

/**
 * The same page for a list whose total is cheaper apart: the correspondence history counts an index-only range
 * once per filter and data version (cached), while `count(*) OVER ()` would make every page read the whole
 * period instead of stopping at its LIMIT (measured: 92 ms against 0.6 ms + a cached count, decision 071).
 * A page that is neither full nor empty is the last one, so it is its own total and the count is not run: a rare
 * search (a few matches) costs one walk of the period instead of two (bench:occurrences, decision 079).
 */
export const paginateWithCount = async <R, T>(
  { page, limit }: { page: number; limit: number },
  load: (window: PageWindow) => Promise<R[]>,
  count: () => Promise<number>,
  toItems: (rows: R[]) => T[] | Promise<T[]>,
): Promise<Page<T>> => {
  const offset = (page - 1) * limit;
  const rows = await load({ limit, offset });
  const last = rows.length < limit && (rows.length > 0 || page === 1);
  const totalItems = last ? offset + rows.length : await count();
  return { data: await toItems(rows), meta: pageMeta(page, limit, totalItems) };
};

/**
 * `paginateWithCount` for a page whose own statement may count its total (a search that ranks every match, a
 * counter read in the page's statement): `load` answers its rows and that total, or null, and `countApart` runs only
 * when the page needs a total its statement did not give.
 */
export const paginateCounted = async <T>(
  paging: { page: number; limit: number },
  load: (window: PageWindow) => Promise<{ rows: T[]; total: number | null }>,
  countApart: () => Promise<number>,
): Promise<Page<T>> => {
  let counted: number | null = null;
  return paginateWithCount(
    paging,
    async (window) => {
      const { rows, total } = await load(window);
      counted = total;
      return rows;
    },
    async () => counted ?? countApart(),
    (rows) => rows,
  );
};
