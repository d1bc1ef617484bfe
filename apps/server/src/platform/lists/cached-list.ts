import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { readDataVersion, type DataArea } from './data-version.repository.ts';

/**
 * Serialized list answers of every area in ONE process-wide LRU, bounded in bytes (LIST_CACHE_MB), least
 * recently used out first. Keys carry the area, the condominium and its data version (decision 061/071): the
 * cache never invalidates, entries of older versions age out. The TTL only bounds what a write made outside the
 * API (SQL by hand) could leave visible; it runs on the app's injected clock. maxBytes 0 turns the cache off.
 */
export type ListCache = {
  /** The stored bytes, or `load`'s (concurrent misses of one key share one load; a failed load is not kept). */
  get: (key: string, load: () => Promise<Buffer>) => Promise<Buffer>;
  stats: () => { entries: number; bytes: number };
};

export const createListCache = ({
  maxBytes,
  ttlMs = 60_000,
  now,
}: {
  maxBytes: number;
  ttlMs?: number;
  now: () => Date;
}): ListCache => {
  const loading = new Map<string, Promise<Buffer>>();
  const lru =
    maxBytes > 0
      ? new LRUCache<string, Buffer>({
          maxSize: maxBytes,
          maxEntrySize: maxBytes,
          sizeCalculation: (bytes) => Math.max(1, bytes.length),
          ttl: ttlMs,
          // The injected clock, read at every check (no 1 ms memo of it): tests move time.
          ttlResolution: 0,
          perf: { now: () => now().getTime() },
        })
      : null;
  return {
    get: (key, load) => {
      if (!lru) return load();
      const hit = lru.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = loading.get(key);
      if (pending) return pending;
      const started = load().then(
        (bytes) => {
          loading.delete(key);
          lru.set(key, bytes);
          return bytes;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, started);
      return started;
    },
    stats: () => ({ entries: lru?.size ?? 0, bytes: lru?.calculatedSize ?? 0 }),
  };
};

export type CachedListSpec<T> = {
  area: DataArea;
  idCondo: number;
  /** Everything else the answer depends on (the resolved filter, page, limit): one string. */
  key: string;
  /** Loads the answer; `version` lets it cache parts of it (a total) under the same version. */
  load: (version: number) => Promise<T>;
  /** Compiled from the route's response schema (platform/http/fast-serializer.ts); its bytes are the zod serializer's. */
  serialize: (value: T) => string;
};

/**
 * A list route's answer as JSON bytes, from the cache when the area's data version has not moved. Only cached
 * routes read the version (one primary-key lookup): other requests never do.
 */
export const cachedList = async <T>(db: Database, cache: ListCache, spec: CachedListSpec<T>): Promise<Buffer> => {
  const version = await readDataVersion(db, spec.idCondo, spec.area);
  const key = `${spec.area}|${spec.idCondo}|${version}|${spec.key}`;
  return cache.get(key, async () => Buffer.from(spec.serialize(await spec.load(version))));
};

/**
 * A list's total counted apart, kept in the same cache under `key` (which must carry the area's data version, as
 * `cachedList`'s `load` receives it): a page past its end, or a filter whose count walks much of the condominium
 * (an occurrence state over 90 days, ~25,000 rows, bench:occurrences; a visitor type, ~54,000 links) while its page
 * stops at its LIMIT. The infinite scroll asks the total with every page: it is counted once per filter and data
 * version.
 */
export const cachedCount = async (cache: ListCache, key: string, count: () => Promise<number>): Promise<number> =>
  Number((await cache.get(key, async () => Buffer.from(String(await count())))).toString());
