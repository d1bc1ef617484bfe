import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Tests use Redis database 3 only, each run under its own key prefix (REDIS_URL overrides the address). */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/3';

/** Is the test Redis reachable? The Redis suites skip (with a note) when not; CI runs one. */
export const isRedisUp = async (): Promise<boolean> => {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 500,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
};

export const testRedisPrefix = () => `portaria-test-${randomBytes(4).toString('hex')}:`;

/** Removes the keys of one test run. */
export const dropPrefix = async (prefix: string) => {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
};
