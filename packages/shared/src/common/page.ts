import { z } from 'zod';
import { countParam } from '../schemas.ts';

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
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });
export type Page<T> = { data: T[]; meta: PageMeta };

/** Totals of a page from the total row count (0 rows is 0 pages). */
export const pageMeta = (page: number, limit: number, totalItems: number): PageMeta => ({
  page,
  totalPages: Math.ceil(totalItems / limit),
  totalItems,
});

/** The spec's next-page rule: load the next page while the current one is below meta.totalPages. */
export const nextPageOf = (meta: Pick<PageMeta, 'totalPages'> & { page: number }): number | undefined =>
  meta.page < meta.totalPages ? meta.page + 1 : undefined;

export const emptyPage = <T>(page = 1): Page<T> => ({ data: [], meta: { page, totalPages: 0, totalItems: 0 } });
