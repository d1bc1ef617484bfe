import type { EntriesFilters } from '@portaria/shared/shift-book/shift-book.schemas';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { paginateWithCount } from '../../platform/lists/paginate.ts';
import { countEntryRows, listEntryPage, searchCapOf, type EntryJsonRow } from './shift-book-list.repository.ts';
import { pageMeta } from '@portaria/shared/common/page';
import { entryShapeOf } from './shift-book.repository.ts';
import { alteravelAte, filterOf, type Actor } from './shift-book.service.ts';
import { pageJson, withKey } from '../../platform/lists/json-rows.ts';

type Deps = Pick<ModuleDeps, 'db' | 'listCache'>;

/**
 * One page of the day or the period, newest first, in at most two statements: the page (with the data version and
 * the unit check) and, only when the page does not tell it, its total. The page itself is read every time (each
 * entry carries the caller's own `alteravelAte`), but its total is counted once per filter and 'livro' data version
 * and kept in the list cache: a 90-day period of a busy desk holds ~12,000 entries, whose count costs ~20 ms, while
 * the page stops at its 50 rows in under a millisecond (bench:shift-book, decision 123). A period without another
 * filter is not counted at all: the page's own statement sums its days' counters (migration 0044). The page is
 * JSON written by the database; only `alteravelAte`, the caller's, is added here (decision 136). A word search is
 * counted in its page's statement too, up to a cap (`searchMeta`): its answer's `totalExato` says whether it stopped.
 */
export const listEntries = async (
  { db, listCache }: Deps,
  actor: Actor,
  q: EntriesFilters,
  now: Date,
): Promise<string> => {
  const filter = filterOf(actor.idCondo, q, now);
  let versao = 0;
  let total: number | null = null;
  const load = async (window: { limit: number; offset: number }) => {
    const page = await listEntryPage(db, filter, window);
    if (!page.isUnitFound) throw new HttpError(404, M.unitNotFound);
    versao = page.versao;
    total = page.total;
    return page.rows;
  };
  const count = async () => {
    // A period alone: the page's statement summed its days' counters (migration 0044).
    if (total !== null) return total;
    const key = `livro|${actor.idCondo}|${versao}|count|${JSON.stringify(filter)}`;
    const cached = await listCache.get(key, async () => Buffer.from(String(await countEntryRows(db, filter))));
    return Number(cached.toString());
  };
  const toItems = (rows: EntryJsonRow[]) =>
    rows.map((row) => withKey(row.json, 'alteravelAte', alteravelAte(row, actor.userId, now)));
  if (entryShapeOf(filter).words > 0) {
    // A word search: its page's statement counted the matches up to `cap` (shift-book-list.repository.ts).
    const window = { limit: q.limit, offset: (q.page - 1) * q.limit };
    const rows = await load(window);
    return pageJson(toItems(rows), searchMeta(q, total ?? 0, searchCapOf(window)));
  }
  const page = await paginateWithCount(q, load, count, toItems);
  return pageJson(page.data, { ...page.meta, totalExato: true });
};

/**
 * A word search's totals from its matches counted up to `cap`: exact below it; reaching it, there are more than
 * `cap - 1` (the figure the screen shows as 'Mais de N registros') and the page after the last counted one exists.
 */
export const searchMeta = ({ page, limit }: { page: number; limit: number }, counted: number, cap: number) =>
  counted < cap
    ? { ...pageMeta(page, limit, counted), totalExato: true }
    : { page, totalPages: Math.floor((cap - 1) / limit) + 1, totalItems: cap - 1, totalExato: false };
