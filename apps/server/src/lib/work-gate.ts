import { MESSAGES } from '@portaria/shared';
import { HttpError } from './http-error.ts';

export type WorkGate = {
  /** Runs `work` when a slot is free; refuses at once with 503 when the queue is already full. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** Work running and waiting now (tests, diagnostics). */
  load: () => { running: number; waiting: number };
};

export type WorkGateOptions = { concurrency: number; maxQueue: number; retryAfterSeconds?: number };

/**
 * Bounds expensive work (argon2 hashing: 19 MiB and tens of milliseconds each) to a few at once with a short
 * queue. Beyond the queue the request is refused with 503 and Retry-After instead of waiting behind a flood, so
 * no burst of any route can make a sign-in wait seconds.
 */
export const createWorkGate = ({ concurrency, maxQueue, retryAfterSeconds = 2 }: WorkGateOptions): WorkGate => {
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = async () => {
    if (running < concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= maxQueue) {
      throw new HttpError(503, MESSAGES.serverBusy, { 'retry-after': String(retryAfterSeconds) });
    }
    // The slot is handed over by release(): `running` does not change in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    run: async (work) => {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
};
