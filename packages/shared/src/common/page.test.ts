import { describe, expect, it } from 'vitest';
import { emptyPage, nextPageOf, pageMeta, pageQuerySchema } from './page.ts';

describe('page contract', () => {
  it('reads page and limit from a query string with defaults and a ceiling', () => {
    const schema = pageQuerySchema(50);
    expect(schema.parse({})).toEqual({ page: 1, limit: 50 });
    expect(schema.parse({ page: '3', limit: '10' })).toEqual({ page: 3, limit: 10 });
    expect(schema.safeParse({ limit: '51' }).success).toBe(false);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('counts pages from the total rows', () => {
    expect(pageMeta(1, 50, 0)).toEqual({ page: 1, totalPages: 0, totalItems: 0 });
    expect(pageMeta(1, 50, 50)).toEqual({ page: 1, totalPages: 1, totalItems: 50 });
    expect(pageMeta(2, 50, 51)).toEqual({ page: 2, totalPages: 2, totalItems: 51 });
  });

  it('asks for the next page only while below totalPages', () => {
    expect(nextPageOf({ page: 1, totalPages: 2 })).toBe(2);
    expect(nextPageOf({ page: 2, totalPages: 2 })).toBeUndefined();
    expect(nextPageOf({ page: 1, totalPages: 0 })).toBeUndefined();
    expect(emptyPage().data).toEqual([]);
  });
});
