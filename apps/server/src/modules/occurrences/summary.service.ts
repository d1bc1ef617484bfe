import type { OccurrencesFilters } from '@portaria/shared/occurrences/occurrence.schemas';
import { occurrencesPageSchema } from '@portaria/shared/occurrences/occurrence.schemas';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import type { Page } from '@portaria/shared/common/page';
import type { OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import type { SQL } from 'drizzle-orm';
import { cachedList } from '../../platform/lists/cached-list.ts';
import { dailyCount } from '../../platform/lists/daily-counts.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { listOccurrencePageWithoutWords } from './occurrences-page.repository.ts';
import { paginateWithCount } from '../../platform/lists/paginate.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import {
  countOccurrences,
  listOccurrencePage,
  occurrenceWhere,
  type OccurrenceFilter,
} from './occurrences.repository.ts';
import { periodOf } from './occurrences.service.ts';

type Deps = Pick<ModuleDeps, 'db' | 'listCache'>;

const serializePage = fastSerializerCompiler({ schema: occurrencesPageSchema }) as (
  page: Page<OccurrenceSummary>,
) => string;

/** An empty page is cached as no bytes: the route answers it 204, as the spec says. */
const serialize = (page: Page<OccurrenceSummary>) => (page.data.length ? serializePage(page) : '');

/**
 * GET /ocorrencias/resumo as JSON bytes, or an empty buffer for the spec's 204. Served from the list cache while
 * the condominium's occurrences have not changed (decisions 061, 071: every write commits a new 'ocorrencias'
 * version with its rows). The total is counted once per filter and version, apart from the pages: the infinite
 * scroll asks it for every page, and a 90-day period of a large condominium holds ~25,000 occurrences, while a
 * page stops at its 50 rows (bench:occurrences).
 */
export const listSummary = async (
  { db, listCache }: Deps,
  idCondo: number,
  q: OccurrencesFilters,
  now: Date,
): Promise<Buffer> => {
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
  return cachedList(db, listCache, {
    area: 'ocorrencias',
    idCondo,
    key: `${key}|${q.limit}|${q.page}`,
    load: async (version) => {
      // Inside the load: a cached answer already proved the unit is the condominium's (the key holds both ids).
      if (q.unidade) await requireUnit(db, idCondo, q.unidade, M.unitNotFound);
      const { where, searching } = await occurrenceWhere(db, filter);
      const countKey = `ocorrencias|${idCondo}|${version}|count|${key}`;
      // A search's page counts its matches in its own statement (`counted`); a page past its end counts apart.
      let counted: number | null = null;
      // The period alone is the sum of its days' counters (migration 0048), kept by the occurrences' trigger.
      const periodAlone = !searching && !filter.idUnidade && !filter.encerrado && !filter.publica;
      const countOf = (where: SQL) =>
        periodAlone ? dailyCount(db, 'ocorrencias', idCondo, days.from, days.until) : countOccurrences(db, where);
      const count = async () =>
        counted ??
        Number((await listCache.get(countKey, async () => Buffer.from(String(await countOf(where))))).toString());
      const load = async (window: { limit: number; offset: number }) => {
        if (!searching) return listOccurrencePageWithoutWords(db, filter, window);
        const { items, total } = await listOccurrencePage(db, where, window);
        counted = total;
        return items;
      };
      return paginateWithCount(q, load, count, (rows) => rows);
    },
    serialize,
  });
};
