import { MESSAGES } from '@portaria/shared';
import { createAdmissionGate } from './admission-gate.ts';
import { HttpError } from './http-error.ts';

export type WorkGate = {
  /** Runs `work` when a slot is free; refuses with 503 when the queue is already full or the wait too long. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** Work running and waiting now (tests, diagnostics). */
  load: () => { running: number; waiting: number };
};

export type WorkGateOptions = { concurrency: number; maxQueue: number; maxWaitMs?: number; retryAfterSeconds?: number };

/**
 * Bounds expensive work (argon2 hashing: 19 MiB and tens of milliseconds each) to a few at once with a short
 * queue, on the admission gate the embedded database uses. Beyond the queue the request is refused with 503 and
 * Retry-After instead of waiting behind a flood, so no burst of any route can make a sign-in wait seconds.
 */
export const createWorkGate = ({
  concurrency,
  maxQueue,
  maxWaitMs = 5000,
  retryAfterSeconds = 2,
}: WorkGateOptions): WorkGate => {
  const gate = createAdmissionGate({ maxActive: concurrency, maxWaiting: maxQueue, maxWaitMs });
  return {
    run: async (work) => {
      const release = await gate.enter();
      if (!release) throw new HttpError(503, MESSAGES.serverBusy, { 'retry-after': String(retryAfterSeconds) });
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running: gate.active, waiting: gate.waiting }),
  };
};
