/**
 * Totals of history filters (meta.totalItems) kept for a minute per condominium and filter. Counting a 90-day
 * period of a large condominium reads ~100,000 index entries (~16 ms on PostgreSQL); the infinite scroll asks the
 * same total for every page. Any registration or release in the condominium drops its totals at once, so in one
 * server process the numbers are exact; with several processes a total may lag up to TTL_MS.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

export type CountCache = {
  get: (idCondo: number, key: string, compute: () => Promise<number>, now: number) => Promise<number>;
  invalidate: (idCondo: number) => void;
};

export const createCountCache = (): CountCache => {
  const versions = new Map<number, number>();
  const entries = new Map<string, { value: Promise<number>; expires: number }>();
  return {
    get: (idCondo, key, compute, now) => {
      const full = `${idCondo}|${versions.get(idCondo) ?? 0}|${key}`;
      const hit = entries.get(full);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // The promise itself is shared: 50 requests arriving together count once.
      const value = compute();
      entries.set(full, { value, expires: now + TTL_MS });
      value.catch(() => entries.delete(full));
      return value;
    },
    invalidate: (idCondo) => {
      versions.set(idCondo, (versions.get(idCondo) ?? 0) + 1);
    },
  };
};
