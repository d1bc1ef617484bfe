import { randomBytes } from 'node:crypto';
import type { Redis } from '../http/redis.ts';

/** At most `max` attempts in any `windowMs` (a sliding window on the app's clock). */
export type AttemptWindow = { readonly max: number; readonly windowMs: number };
/** A budget an attempt spends from: its key and its window. */
export type Budget = readonly [key: string, window: AttemptWindow];
/** Refused: the seconds until the refusing budget frees a place (at least 1), and that budget's key. */
export type Refusal = { retryAfter: number; key: string };
export type Taken = Refusal | { attempt: string };

/**
 * Counters of attempts in sliding windows: the login's (per CPF, IP, device) and the pickup codes' (per desk and
 * per condominium, decision 127). `take` spends one attempt from every budget at once, or from none when one is
 * spent; check and record are one step (synchronous in memory, one Lua script in Redis), so concurrent attempts on
 * one process or several can never pass the same check (decision 087).
 */
export type AttemptStore = {
  take: (budgets: Budget[]) => Promise<Taken>;
  /** The attempt was not a failure: it leaves these budgets. */
  giveBack: (keys: string[], attempt: string) => Promise<void>;
  /** Forgets every attempt of these keys. */
  clear: (keys: string[]) => Promise<void>;
};

type Entry = { window: AttemptWindow; attempts: { at: number; id: string }[] };

/** The in-memory store of one process (synchronous: the login limiter checks and records with no await between). */
export const createAttemptWindows = (now: () => Date) => {
  const entries = new Map<string, Entry>();
  let calls = 0;
  let nextId = 1;

  const recent = (key: string, window: AttemptWindow) => {
    const cutoff = now().getTime() - window.windowMs;
    const kept = (entries.get(key)?.attempts ?? []).filter((a) => a.at > cutoff);
    if (kept.length) entries.set(key, { window, attempts: kept });
    else entries.delete(key);
    return kept;
  };

  // Keys of one-off callers would pile up forever; sweep them now and then.
  const sweep = () => {
    calls += 1;
    if (calls % 500 !== 0) return;
    for (const [key, entry] of [...entries]) recent(key, entry.window);
  };

  const waitOf = (key: string, window: AttemptWindow): number => {
    const kept = recent(key, window);
    if (kept.length < window.max) return 0;
    const frees = (kept[kept.length - window.max]?.at ?? 0) + window.windowMs;
    return Math.max(1, Math.ceil((frees - now().getTime()) / 1000));
  };

  return {
    take(budgets: Budget[]): Taken {
      sweep();
      let refusal: Refusal | null = null;
      for (const [key, window] of budgets) {
        const wait = waitOf(key, window);
        if (wait > 0 && (!refusal || wait > refusal.retryAfter)) refusal = { retryAfter: wait, key };
      }
      if (refusal) return refusal;
      const attempt = { at: now().getTime(), id: String(nextId++) };
      for (const [key, window] of budgets)
        entries.set(key, { window, attempts: [...(entries.get(key)?.attempts ?? []), attempt] });
      return { attempt: attempt.id };
    },
    giveBack(keys: string[], attempt: string) {
      for (const key of keys) {
        const entry = entries.get(key);
        const kept = entry?.attempts.filter((a) => a.id !== attempt) ?? [];
        if (entry && kept.length) entries.set(key, { ...entry, attempts: kept });
        else entries.delete(key);
      }
    },
    clear(keys: string[]) {
      for (const key of keys) entries.delete(key);
    },
  };
};
export type AttemptWindows = ReturnType<typeof createAttemptWindows>;

export const memoryAttemptStore = (windows: AttemptWindows): AttemptStore => ({
  take: async (budgets) => windows.take(budgets),
  giveBack: async (keys, attempt) => windows.giveBack(keys, attempt),
  clear: async (keys) => windows.clear(keys),
});

/**
 * The same rule in Redis sorted sets (score = the attempt's time on the app's clock), shared by every API process.
 * Answers { wait in seconds, 1-based index of the refusing key }, or { 0, 0 } after recording the attempt.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local wait = 0
local which = 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= max then
    local oldest = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
    local w = math.ceil((tonumber(oldest[2]) + window - now) / 1000)
    if w < 1 then w = 1 end
    if w > wait then
      wait = w
      which = i
    end
  end
end
if wait > 0 then return { wait, which } end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + i * 2]))
end
return { 0, 0 }`;

/** `prefix` names the keys' place in Redis (REDIS_PREFIX plus the limiter's own part, e.g. `portaria:login:`). */
export const redisAttemptStore = (redis: Redis, now: () => Date, prefix: string): AttemptStore => ({
  take: async (budgets) => {
    const at = now().getTime();
    const member = `${at}:${randomBytes(6).toString('hex')}`;
    const args = budgets.flatMap(([, w]) => [w.max, w.windowMs]);
    const keys = budgets.map(([key]) => `${prefix}${key}`);
    const [wait, which] = (await redis.eval(TAKE, keys.length, ...keys, at, member, ...args)) as [number, number];
    if (Number(wait) > 0) return { retryAfter: Number(wait), key: budgets[Number(which) - 1]![0] };
    return { attempt: member };
  },
  giveBack: async (keys, attempt) => {
    const batch = redis.multi();
    for (const key of keys) batch.zrem(`${prefix}${key}`, attempt);
    await batch.exec();
  },
  clear: async (keys) => {
    if (keys.length > 0) await redis.del(...keys.map((key) => `${prefix}${key}`));
  },
});
