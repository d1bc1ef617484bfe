import { LOGIN_LIMITS } from '@portaria/shared';

type Window = { max: number; windowMs: number };
type Attempt = { at: number; id: number };

/**
 * Counts login attempts per CPF and per IP in memory, on the app's clock. An attempt is reserved (counted as a
 * failure) before the password is checked, in the same synchronous step as the check of the budget, so a burst
 * of concurrent guesses can never have more passwords evaluated than the budget allows. A right password gives
 * its reservation back and clears the CPF's failures: a person who types the password right is never slowed
 * down until a limit is already reached.
 * In memory is enough for one server process; a cluster would need a shared store.
 */
export const createLoginLimiter = (now: () => Date, limits = LOGIN_LIMITS) => {
  const attempts = new Map<string, Attempt[]>();
  let calls = 0;
  let nextId = 1;

  const recent = (key: string, window: Window): Attempt[] => {
    const cutoff = now().getTime() - window.windowMs;
    const kept = (attempts.get(key) ?? []).filter((a) => a.at > cutoff);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };

  // Keys of one-off attackers would pile up forever; sweep them now and then.
  const sweep = () => {
    calls += 1;
    if (calls % 500 !== 0) return;
    for (const key of [...attempts.keys()]) recent(key, key.startsWith('cpf:') ? limits.perCpf : limits.perIp);
  };

  const blockedFor = (key: string, window: Window): number => {
    const kept = recent(key, window);
    if (kept.length < window.max) return 0;
    const frees = (kept[kept.length - window.max]?.at ?? 0) + window.windowMs;
    return Math.max(1, Math.ceil((frees - now().getTime()) / 1000));
  };

  const giveBack = (key: string, id: number) => {
    const kept = (attempts.get(key) ?? []).filter((a) => a.id !== id);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
  };

  return {
    /**
     * Takes one attempt from both budgets, or none: `{ retryAfter }` (seconds) when either is spent. Check and
     * record happen without an await between them, so concurrent requests cannot all pass the same check.
     */
    reserve(cpf: string, ip: string): { retryAfter: number } | { release: () => void } {
      sweep();
      const cpfKey = `cpf:${cpf}`;
      const ipKey = `ip:${ip}`;
      const retryAfter = Math.max(blockedFor(cpfKey, limits.perCpf), blockedFor(ipKey, limits.perIp));
      if (retryAfter > 0) return { retryAfter };
      const attempt = { at: now().getTime(), id: nextId++ };
      for (const key of [cpfKey, ipKey]) attempts.set(key, [...(attempts.get(key) ?? []), attempt]);
      return {
        /** The password was right: this attempt was not a failure, and the CPF's earlier failures are forgiven. */
        release: () => {
          giveBack(ipKey, attempt.id);
          attempts.delete(cpfKey);
        },
      };
    },
  };
};

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
