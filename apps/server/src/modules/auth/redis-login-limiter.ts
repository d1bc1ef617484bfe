import { LOGIN_LIMITS } from '@portaria/shared';
import { randomBytes } from 'node:crypto';
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
 * The same rule as login-limiter.ts, kept in Redis sorted sets (score = the attempt's time on the app's clock), so
 * every API process spends the same budgets. Checking every budget and recording the attempt is one Lua script:
 * Redis runs it alone, so concurrent guesses on several processes can never pass the same check.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= max then
    local oldest = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
    local w = math.ceil((tonumber(oldest[2]) + window - now) / 1000)
    if w < 1 then w = 1 end
    if w > wait then wait = w end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + i * 2]))
end
return 0`;

export const redisBudget = (redis: Redis, now: () => Date, prefix: string, limits = LOGIN_LIMITS): LoginBudget => ({
  reserve: async (cpf, ip, device = null) => {
    const cpfKey = `${prefix}login:cpf:${cpf}`;
    const ipKey = `${prefix}login:ip:${ip}`;
    const deviceKey = `${prefix}login:device:${device}`;
    const budgets = device
      ? [[deviceKey, limits.perDevice] as const]
      : [[cpfKey, limits.perCpf] as const, [ipKey, limits.perIp] as const];
    const member = `${now().getTime()}:${randomBytes(6).toString('hex')}`;
    const args = budgets.flatMap(([, w]) => [w.max, w.windowMs]);
    const wait = Number(
      await redis.eval(RESERVE, budgets.length, ...budgets.map(([key]) => key), now().getTime(), member, ...args),
    );
    if (wait > 0) return { retryAfter: wait };
    return {
      release: async () => {
        if (device) {
          await redis.del(deviceKey);
          return;
        }
        await redis.multi().zrem(ipKey, member).del(cpfKey).exec();
      },
    };
  },
});
