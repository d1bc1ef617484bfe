export type AdmissionLimits = {
  /** Requests let through at once. */
  maxActive: number;
  /** Requests waiting for a place; one more is refused at once. */
  maxWaiting: number;
  /** A request still waiting after this long is refused. */
  maxWaitMs: number;
};

/** Gives the place back; calling it again does nothing. */
export type Release = () => void;

export type AdmissionGate = {
  /** A place (resolve with its release) or null: refused because the queue is full, the wait too long, or aborted. */
  enter: (signal?: AbortSignal) => Promise<Release | null>;
  readonly active: number;
  readonly waiting: number;
};

type Waiter = { enteredAt: number; settle: (release: Release | null) => void };

/**
 * A counting semaphore with a bounded FIFO queue and a bounded wait. A refusal happens before the caller starts
 * anything, so a refused request has done nothing; an admitted one always runs to its end.
 *
 * Admission waits for the next turn of the event loop (setImmediate), even with places free. Embedded PGlite
 * answers in microtasks only: a request admitted at once would run to its end before the next socket is read, the
 * backlog would stay unseen in the sockets, and the queue would never fill. Deferred, every request that arrived
 * in one turn is counted first, and those beyond the queue get their 503 without touching the database.
 * For the same reason the wait is checked when a waiter reaches the front (a busy loop runs no timers); the timer
 * covers places held by slow requests while the loop is idle.
 */
export const createAdmissionGate = (
  { maxActive, maxWaiting, maxWaitMs }: AdmissionLimits,
  now: () => number = () => performance.now(),
): AdmissionGate => {
  let active = 0;
  let isDrainScheduled = false;
  const queue: Waiter[] = [];

  const admitted = (): Release => {
    active += 1;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      active -= 1;
      drain();
    };
  };

  const drain = () => {
    isDrainScheduled = false;
    while (active < maxActive && queue.length > 0) {
      const waiter = queue.shift()!;
      waiter.settle(now() - waiter.enteredAt > maxWaitMs ? null : admitted());
    }
  };

  const enter = (signal?: AbortSignal): Promise<Release | null> => {
    if (signal?.aborted || queue.length >= maxWaiting + Math.max(0, maxActive - active)) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        enteredAt: now(),
        settle: (release) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', giveUp);
          resolve(release);
        },
      };
      const giveUp = () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        waiter.settle(null);
      };
      const timer = setTimeout(giveUp, maxWaitMs);
      signal?.addEventListener('abort', giveUp, { once: true });
      queue.push(waiter);
      if (!isDrainScheduled) {
        isDrainScheduled = true;
        setImmediate(drain);
      }
    });
  };

  return {
    enter,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
};
