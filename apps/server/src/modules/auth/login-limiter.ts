import { LOGIN_LIMITS } from '@portaria/shared';

type Window = { max: number; windowMs: number };

/**
 * Counts failed logins per CPF and per IP in memory, on the app's clock. Only failures count, so a
 * person who types the password right is never slowed down until a limit is already reached.
 * In memory is enough for one server process; a cluster would need a shared store.
 */
export const createLoginLimiter = (now: () => Date, limits = LOGIN_LIMITS) => {
  const failures = new Map<string, number[]>();
  let calls = 0;

  const recent = (key: string, window: Window): number[] => {
    const cutoff = now().getTime() - window.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  // Keys of one-off attackers would pile up forever; sweep them now and then.
  const sweep = () => {
    calls += 1;
    if (calls % 500 !== 0) return;
    for (const key of [...failures.keys()]) recent(key, key.startsWith('cpf:') ? limits.perCpf : limits.perIp);
  };

  const blockedFor = (key: string, window: Window): number => {
    const times = recent(key, window);
    if (times.length < window.max) return 0;
    const frees = (times[times.length - window.max] ?? 0) + window.windowMs;
    return Math.max(1, Math.ceil((frees - now().getTime()) / 1000));
  };

  return {
    /** Seconds until a new attempt is allowed, or 0 when it is allowed now. */
    retryAfter(cpf: string, ip: string): number {
      sweep();
      return Math.max(blockedFor(`cpf:${cpf}`, limits.perCpf), blockedFor(`ip:${ip}`, limits.perIp));
    },
    recordFailure(cpf: string, ip: string): void {
      const at = now().getTime();
      for (const key of [`cpf:${cpf}`, `ip:${ip}`]) failures.set(key, [...(failures.get(key) ?? []), at]);
    },
    recordSuccess(cpf: string): void {
      failures.delete(`cpf:${cpf}`);
    },
  };
};

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
