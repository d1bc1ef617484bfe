/** Small deterministic generator (mulberry32): the same seed always yields the same demo data. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const digits = (count: number): string => Array.from({ length: count }, () => String(int(0, 9))).join('');
  return { next, int, pick, digits };
};

export type Random = ReturnType<typeof createRandom>;
