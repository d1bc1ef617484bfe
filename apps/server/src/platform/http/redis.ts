import { Redis } from 'ioredis';

/**
 * The shared store of several API processes (decision 087): login counters, SMS caps and the API's rate limits.
 * One connection per process; commands wait (offline queue) while it reconnects, and fail after a second so a
 * Redis outage turns into an error answer rather than a hung request.
 */
export const createRedis = (url: string): Redis =>
  new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    enableAutoPipelining: true,
  });

export type { Redis };
