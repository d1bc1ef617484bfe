import type { EntriesFilters } from '@portaria/shared/shift-book/shift-book.schemas';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { paginateWithCount } from '../../platform/lists/paginate.ts';
import { countEntryRows, listEntryPage } from './shift-book-list.repository.ts';
import { alteravelAte, filterOf, periodOf, type Actor } from './shift-book.service.ts';
import { pageJson, withKey } from '../../platform/lists/json-rows.ts';
import { dailyCount } from '../../platform/lists/daily-counts.ts';
import { searchWords } from '../../platform/lists/search.ts';

type Deps = Pick<ModuleDeps, 'db' | 'listCache'>;

/**
 * One page of the day or the period, newest first, in at most two statements: the page (with the data version and
 * the unit check) and, only when the page does not tell it, its total. The page itself is read every time (each
 * entry carries the caller's own `alteravelAte`), but its total is counted once per filter and 'livro' data version
 * and kept in the list cache: a 90-day period of a busy desk holds ~12,000 entries, whose count costs ~20 ms, while
 * the page stops at its 50 rows in under a millisecond (bench:shift-book, decision 123). A period without another
 * filter is not counted at all: its days' counters are summed (migration 0044).
 */
export const listEntries = async (
  { db, listCache }: Deps,
  actor: Actor,
  q: EntriesFilters,
  now: Date,
): Promise<string> => {
  const filter = filterOf(actor.idCondo, q, now);
  let versao = 0;
  const load = async (window: { limit: number; offset: number }) => {
    const page = await listEntryPage(db, filter, window);
    if (!page.isUnitFound) throw new HttpError(404, M.unitNotFound);
    versao = page.versao;
    return page.rows;
  };
  // A period alone: the sum of its days' counters (migration 0044), exact without counting the period's rows.
  const isPeriodAlone =
    !filter.categoria && !filter.situacao && !filter.idUnidade && searchWords(filter.busca).length === 0;
  const counted = async () => {
    if (!isPeriodAlone) return countEntryRows(db, filter);
    const { from, until } = periodOf(q, now);
    return dailyCount(db, 'livro_registros', actor.idCondo, from, until);
  };
  const count = async () => {
    const key = `livro|${actor.idCondo}|${versao}|count|${JSON.stringify(filter)}`;
    const cached = await listCache.get(key, async () => Buffer.from(String(await counted())));
    return Number(cached.toString());
  };
  const page = await paginateWithCount(q, load, count, (rows) =>
    rows.map((row) => withKey(row.json, 'alteravelAte', alteravelAte(row, actor.userId, now))),
  );
  return pageJson(page.data, page.meta);
};
