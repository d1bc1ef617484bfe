import { visitorPageSchema, type VisitorUnit } from '@portaria/shared/access-control/visitors.schemas';
import type { Page } from '@portaria/shared/common/page';
import type { Database } from '../../db/client.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { cachedCount, cachedList } from '../../platform/lists/cached-list.ts';
import { pageJson } from '../../platform/lists/json-rows.ts';
import { paginateCounted } from '../../platform/lists/paginate.ts';
import { visitorPageJson } from './visitors-page.repository.ts';
import { countVisitorUnits, isSearch, listVisitorUnits, type VisitorFilters } from './visitors.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'listCache'>;
type Paging = { page: number; limit: number };

const serializePage = fastSerializerCompiler({ schema: visitorPageSchema }) as (page: Page<VisitorUnit>) => string;

/**
 * A page built in JS, each visitor-unit by `toVisitorUnit` (a search, and visitors-page-json.test.ts's reference): a
 * search's statement already counted its matches (it ranks them all), so only a page past its end counts apart; a
 * list without search counts apart when its page is full (paginateWithCount).
 */
export const visitorPage = (
  db: Database,
  idCondo: number,
  filters: VisitorFilters,
  paging: Paging,
): Promise<Page<VisitorUnit>> =>
  paginateCounted(
    paging,
    async (window) => {
      const { items, total } = await listVisitorUnits(db, idCondo, filters, window);
      return { rows: items, total };
    },
    () => countVisitorUnits(db, idCondo, filters),
  );

/**
 * A page without search, written as JSON by the database (decision 136): its rows and, where it is cheap, its total
 * in one prepared statement (visitors-page.repository.ts); other totals counted apart once per data version.
 */
const pageWithoutSearch = async (
  { db, listCache }: Deps,
  idCondo: number,
  filters: VisitorFilters,
  paging: Paging,
  countKey: string,
) => {
  const page = await paginateCounted(
    paging,
    (window) => visitorPageJson(db, idCondo, filters, window),
    () => cachedCount(listCache, countKey, () => countVisitorUnits(db, idCondo, filters)),
  );
  return pageJson(page.data, page.meta);
};

/**
 * GET visitanteunidade as JSON bytes, from the list cache while the condominium's visitors and schedules have not
 * changed (decision 061). A search keeps its JS path: it ranks and counts every match in its own statement.
 */
export const listVisitors = (deps: Deps, idCondo: number, query: VisitorFilters & Paging): Promise<Buffer> => {
  const { page, limit, ...filters } = query;
  return cachedList(deps.db, deps.listCache, {
    area: 'visitantes',
    idCondo,
    key: JSON.stringify([page, limit, filters]),
    load: async (version) =>
      isSearch(filters)
        ? serializePage(await visitorPage(deps.db, idCondo, filters, { page, limit }))
        : pageWithoutSearch(
            deps,
            idCondo,
            filters,
            { page, limit },
            `visitantes|${idCondo}|${version}|count|${JSON.stringify(filters)}`,
          ),
    serialize: (json) => json,
  });
};
