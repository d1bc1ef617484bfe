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

  const windowOf = (key: string): Window =>
    key.startsWith('cpf:') ? limits.perCpf : key.startsWith('device:') ? limits.perDevice : limits.perIp;

  // Keys of one-off attackers would pile up forever; sweep them now and then.
  const sweep = () => {
    calls += 1;
    if (calls % 500 !== 0) return;
    for (const key of [...attempts.keys()]) recent(key, windowOf(key));
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

  const take = (budgets: [string, Window][]): { retryAfter: number } | { attempt: Attempt } => {
    const retryAfter = Math.max(...budgets.map(([key, window]) => blockedFor(key, window)));
    if (retryAfter > 0) return { retryAfter };
    const attempt = { at: now().getTime(), id: nextId++ };
    for (const [key] of budgets) attempts.set(key, [...(attempts.get(key) ?? []), attempt]);
    return { attempt };
  };

  return {
    /**
     * Takes one attempt from the budgets, or none: `{ retryAfter }` (seconds) when one is spent. Check and record
     * happen without an await between them, so concurrent requests cannot all pass the same check.
     * From a device the person signed in from before (`device`: its key), only that device's budget counts:
     * failures from elsewhere spend the CPF's and the IP's budgets, which that device does not use.
     */
    reserve(cpf: string, ip: string, device: string | null = null): { retryAfter: number } | { release: () => void } {
      sweep();
      const cpfKey = `cpf:${cpf}`;
      const ipKey = `ip:${ip}`;
      const deviceKey = `device:${device}`;
      const taken = device
        ? take([[deviceKey, limits.perDevice]])
        : take([
            [cpfKey, limits.perCpf],
            [ipKey, limits.perIp],
          ]);
      if ('retryAfter' in taken) return taken;
      return {
        /** The password was right: this attempt was not a failure, and this source's earlier failures are forgiven. */
        release: () => {
          if (device) {
            attempts.delete(deviceKey);
            return;
          }
          giveBack(ipKey, taken.attempt.id);
          attempts.delete(cpfKey);
        },
      };
    },
  };
};

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
