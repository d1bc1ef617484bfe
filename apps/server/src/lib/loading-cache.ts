/**
 * A small in-process LRU of loaded values, bounded by a total cost (bytes for answers, 1 per entry for counts)
 * and a time to live. Concurrent gets of a missing key share one load; a failed load is not kept. Keys must carry
 * whatever makes a value stale (the condominium's data version for the lists): the cache never invalidates.
 * maxCost 0 turns it off (every get loads).
 */
export type LoadingCache<T> = {
  get: (key: string, load: () => Promise<T>, now: number) => Promise<T>;
  /** Entries (loaded or loading) and the total cost of the loaded ones. */
  stats: () => { entries: number; cost: number };
};

type Entry<T> = { value: Promise<T>; expires: number; cost: number };

export const createLoadingCache = <T>(options: { maxCost: number; ttlMs: number; costOf: (value: T) => number }): LoadingCache<T> => {
  const entries = new Map<string, Entry<T>>();
  let total = 0;

  const remove = (key: string, entry: Entry<T>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    total -= entry.cost;
  };
  // Map iteration follows insertion order; a hit re-inserts its key, so the first key is the least recently used.
  const evict = () => {
    for (const [key, entry] of entries) {
      if (total <= options.maxCost) return;
      if (entry.cost > 0) remove(key, entry); // a load still running costs nothing yet
    }
  };

  return {
    get: (key, load, now) => {
      if (options.maxCost <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      if (hit) remove(key, hit);
      const entry: Entry<T> = { value: load(), expires: now + options.ttlMs, cost: 0 };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          entry.cost = options.costOf(value);
          total += entry.cost;
          evict();
        },
        () => remove(key, entry),
      );
      return entry.value;
    },
    stats: () => ({ entries: entries.size, cost: total }),
  };
};
