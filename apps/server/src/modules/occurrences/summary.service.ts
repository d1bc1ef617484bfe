import type { OccurrencesFilters } from '@portaria/shared/occurrences/occurrence.schemas';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { cachedCount, cachedList } from '../../platform/lists/cached-list.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { pageJson } from '../../platform/lists/json-rows.ts';
import { paginateCounted } from '../../platform/lists/paginate.ts';
import { searchWords } from '../../platform/lists/search.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { countOccurrencesOfShape, occurrencePageJson } from './occurrences-page.repository.ts';
import { unitsNamedByWords } from './occurrence-units.repository.ts';
import { countOccurrenceSearch, occurrenceSearchJson } from './occurrences-search.repository.ts';
import type { OccurrenceFilter } from './occurrences.repository.ts';
import { periodOf } from './occurrences.service.ts';

type Deps = Pick<ModuleDeps, 'db' | 'listCache'>;
type Days = { from: string; until: string };

/**
 * A page without a word search, written as JSON by the database (decision 136): its rows, its total where it is
 * cheap and the unit check in one prepared statement (occurrences-page.repository.ts).
 */
const pageWithoutWords = async (
  deps: Deps,
  q: OccurrencesFilters,
  filter: OccurrenceFilter,
  days: Days,
  countKey: string,
) => {
  const page = await paginateCounted(
    q,
    async (window) => {
      const read = await occurrencePageJson(deps.db, filter, days, window);
      if (!read.isUnitFound) throw new HttpError(404, M.unitNotFound);
      return read;
    },
    () => cachedCount(deps.listCache, countKey, () => countOccurrencesOfShape(deps.db, filter, days)),
  );
  return page.data.length ? pageJson(page.data, page.meta) : '';
};

/**
 * A word search's page, written as JSON by the database (occurrences-search.repository.ts): each word's units read
 * first, then the page and its matches' total in one statement; a page past its end counts apart.
 */
const searchedPage = async (deps: Deps, q: OccurrencesFilters, filter: OccurrenceFilter, countKey: string) => {
  const { db } = deps;
  if (filter.idUnidade) await requireUnit(db, filter.idCondo, filter.idUnidade, M.unitNotFound);
  const words = searchWords(filter.conteudo);
  const units = await unitsNamedByWords(db, filter.idCondo, words);
  const page = await paginateCounted(
    q,
    (window) => occurrenceSearchJson(db, filter, words, units, window),
    () => cachedCount(deps.listCache, countKey, () => countOccurrenceSearch(db, filter, words, units)),
  );
  return page.data.length ? pageJson(page.data, page.meta) : '';
};

/**
 * GET /ocorrencias/resumo as JSON bytes, or an empty buffer for the spec's 204. Served from the list cache while
 * the condominium's occurrences have not changed (decisions 061, 071: every write commits a new 'ocorrencias'
 * version with its rows). Kept with the page written by the database: reading the version costs a miss ~0.17 ms
 * of server CPU (1.19–1.26 against 0.98–1.10 ms without the cache, cpu:route), a hit saves ~0.2 ms of it, the
 * page's statement (~0.9 ms of PostgreSQL) and 12 of the 14.5 KB sent (a hit goes gzipped).
 */
export const listSummary = async (deps: Deps, idCondo: number, q: OccurrencesFilters, now: Date): Promise<Buffer> => {
  const { start, end, days } = periodOf(q, now);
  const filter: OccurrenceFilter = {
    idCondo,
    idUnidade: q.unidade,
    start,
    end,
    conteudo: q.conteudo,
    encerrado: q.encerrado,
    publica: q.publica,
  };
  // The filter holds the resolved period, whole São Paulo days: the key changes once a day, not every request.
  const key = JSON.stringify(filter);
  return cachedList(deps.db, deps.listCache, {
    area: 'ocorrencias',
    idCondo,
    key: `${key}|${q.limit}|${q.page}`,
    // Inside the load: a cached answer already proved the unit is the condominium's (the key holds both ids).
    load: (version) => {
      const countKey = `ocorrencias|${idCondo}|${version}|count|${key}`;
      return searchWords(filter.conteudo).length > 0
        ? searchedPage(deps, q, filter, countKey)
        : pageWithoutWords(deps, q, filter, days, countKey);
    },
    serialize: (json) => json,
  });
};
