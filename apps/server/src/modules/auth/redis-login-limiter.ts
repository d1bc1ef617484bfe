import { LOGIN_LIMITS } from '@portaria/shared';
import { redisAttemptStore } from '../../platform/access/attempt-windows.ts';
import type { Redis } from '../../platform/http/redis.ts';
import type { LoginLimiter } from './login-limiter.ts';

/** What auth.service.ts uses: the in-memory limiter of one process, or the Redis one shared by all (decision 087). */
export type LoginBudget = {
  reserve: (
    cpf: string,
    ip: string,
    device?: string | null,
  ) => Promise<{ retryAfter: number } | { release: () => Promise<void> }>;
};

export const memoryBudget = (limiter: LoginLimiter): LoginBudget => ({
  reserve: async (cpf, ip, device = null) => {
    const taken = limiter.reserve(cpf, ip, device);
    if ('retryAfter' in taken) return taken;
    return { release: async () => taken.release() };
  },
});

/**
 * The same rule as login-limiter.ts, kept in Redis (platform/access/attempt-windows.ts), so every API process spends
 * the same budgets: checking every budget and recording the attempt is one Lua script, so concurrent guesses on
 * several processes can never pass the same check.
 */
export const redisBudget = (redis: Redis, now: () => Date, prefix: string, limits = LOGIN_LIMITS): LoginBudget => {
  const store = redisAttemptStore(redis, now, `${prefix}login:`);
  return {
    reserve: async (cpf, ip, device = null) => {
      const cpfKey = `cpf:${cpf}`;
      const ipKey = `ip:${ip}`;
      const deviceKey = `device:${device}`;
      const taken = await store.take(
        device
          ? [[deviceKey, limits.perDevice]]
          : [
              [cpfKey, limits.perCpf],
              [ipKey, limits.perIp],
            ],
      );
      if ('retryAfter' in taken) return { retryAfter: taken.retryAfter };
      return {
        release: async () => {
          if (device) {
            await store.clear([deviceKey]);
            return;
          }
          await store.giveBack([ipKey], taken.attempt);
          await store.clear([cpfKey]);
        },
      };
    },
  };
};
