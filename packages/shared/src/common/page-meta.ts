/**
 * A page's totals (`meta` of every list's answer, page.ts's `pageMetaSchema`) and the rules the screens page with.
 * Apart from page.ts, so the screens that page a list do not load zod with the dashboard (decision 003).
 */
export type PageMeta = { page: number; totalPages: number; totalItems: number };
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
