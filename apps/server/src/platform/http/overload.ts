import underPressure from '@fastify/under-pressure';
import { MESSAGES } from '@portaria/shared';
import type { FastifyInstance } from 'fastify';
import { isEmbeddedDatabase, type Database } from '../../db/client.ts';
import { HttpError } from './http-error.ts';

export type OverloadLimits = {
  /** Event-loop delay beyond which requests get 503 (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS; 0 = off). */
  maxEventLoopDelayMs: number;
  /** Heap in use beyond which requests get 503 (OVERLOAD_MAX_HEAP_MB; 0 = off). */
  maxHeapMb: number;
  /** PostgreSQL: requests waiting for a pooled connection beyond which new ones get 503 (OVERLOAD_MAX_DB_WAITING). */
  maxDbWaiting: number;
  retryAfterSeconds: number;
  /** How often the event loop and heap are sampled (default 1 s; tests sample faster). */
  sampleIntervalMs?: number;
};

const busy = (limits: OverloadLimits) =>
  new HttpError(503, MESSAGES.serverBusy, { 'retry-after': String(limits.retryAfterSeconds) });

/** The pg.Pool behind a handle (null on PGlite, which has its own gate: decision 062). */
const poolOf = (db: Database): { waitingCount: number } | null => {
  const client = (db as unknown as { $client: { waitingCount?: number } }).$client;
  return typeof client.waitingCount === 'number' ? (client as { waitingCount: number }) : null;
};

/**
 * Overload answers in words (issue 16): when the event loop lags, the heap is full or the PostgreSQL pool has a
 * queue, a request is refused at the door with 503, `Retry-After` and the pt-BR message, never left to hang. The
 * liveness route stays open: the process is alive, only busy.
 */
export const registerOverload = async (app: FastifyInstance, db: Database, limits: OverloadLimits) => {
  await app.register(underPressure, {
    // On PGlite every query runs on this event loop, so a long one is a lag by itself: there the embedded gate
    // bounds the load (decision 062), and the event-loop check would refuse requests after any large report.
    maxEventLoopDelay: isEmbeddedDatabase(db) ? 0 : limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapMb * 1_048_576,
    retryAfter: limits.retryAfterSeconds,
    ...(limits.sampleIntervalMs ? { sampleInterval: limits.sampleIntervalMs } : {}),
    pressureHandler: (request) => {
      if (request.url === '/api/health/live') return;
      throw busy(limits);
    },
  });
  const pool = poolOf(db);
  if (!pool || limits.maxDbWaiting <= 0) return;
  app.addHook('onRequest', async (request) => {
    if (
      request.url.startsWith('/api/') &&
      request.url !== '/api/health/live' &&
      pool.waitingCount > limits.maxDbWaiting
    )
      throw busy(limits);
  });
};
