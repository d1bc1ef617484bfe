import type { ModuleDeps } from '../../platform/http/deps.ts';
import { cachedCount, cachedList } from '../../platform/lists/cached-list.ts';
import { pageJson } from '../../platform/lists/json-rows.ts';
import { paginateCounted } from '../../platform/lists/paginate.ts';
import { visitorPageJson, visitorSearchJson } from './visitors-page.repository.ts';
import { countVisitorUnits, isSearch, type VisitorFilters } from './visitors.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'listCache'>;
type Paging = { page: number; limit: number };

/**
 * A page written as JSON by the database (decision 136, visitors-page.repository.ts): without a search, its rows and,
 * where it is cheap, its total in one prepared statement; a search ranks and counts every match in its own. Other
 * totals (a block, a type, the providers; a search's page past its end) are counted apart once per data version.
 */
const pageJsonOf = async (
  { db, listCache }: Deps,
  idCondo: number,
  filters: VisitorFilters,
  paging: Paging,
  countKey: string,
) => {
  const read = isSearch(filters) ? visitorSearchJson : visitorPageJson;
  const page = await paginateCounted(
    paging,
    (window) => read(db, idCondo, filters, window),
    () => cachedCount(listCache, countKey, () => countVisitorUnits(db, idCondo, filters)),
  );
  return pageJson(page.data, page.meta);
};

/**
 * GET visitanteunidade as JSON bytes, from the list cache while the condominium's visitors and schedules have not
 * changed (decision 061).
 */
export const listVisitors = (deps: Deps, idCondo: number, query: VisitorFilters & Paging): Promise<Buffer> => {
  const { page, limit, ...filters } = query;
  return cachedList(deps.db, deps.listCache, {
    area: 'visitantes',
    idCondo,
    key: JSON.stringify([page, limit, filters]),
    load: (version) =>
      pageJsonOf(
        deps,
        idCondo,
        filters,
        { page, limit },
        `visitantes|${idCondo}|${version}|count|${JSON.stringify(filters)}`,
      ),
    serialize: (json) => json,
  });
};
