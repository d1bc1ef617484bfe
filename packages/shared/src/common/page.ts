import { z } from 'zod';
import { countParam } from '../schemas.ts';
import type { PageMeta } from './page-meta.ts';

/**
 * The one page contract of every list (spec 01 §3 "Paged list response", spec 02 §3): the query takes `page`
 * (1-based) and the area's page size; the answer is `data` plus `meta.totalPages` (lists that show a count also
 * `meta.totalItems`). A page past the end is an empty `data` with the real totals.
 */
export const pageQuerySchema = (defaultLimit: number, maxLimit: number = defaultLimit) =>
  z.object({
    page: countParam.default(1),
    limit: countParam.max(maxLimit).default(defaultLimit),
  });

export const pageMetaSchema = z.object({
  page: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
}) satisfies z.ZodType<PageMeta>;

export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });

// The page's totals and helpers, without zod, for the screens (page-meta.ts).
export { emptyPage, nextPageOf, pageMeta, type Page, type PageMeta } from './page-meta.ts';
