import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { batchPerTurn } from './batch-per-turn.ts';
import {
  claimDueJobs,
  finishAttempts,
  insertJobs,
  type ClaimedJob,
  type FinishedAttempt,
  type JobKind,
} from './jobs.repository.ts';

export type QueueSettings = {
  /** 'background': the request returns once the jobs are committed; 'inline': it waits for the first attempt. */
  delivery: 'background' | 'inline';
  /** How often an idle worker looks for due jobs; 0 = no polling (tests run the queue by hand). */
  pollMs: number;
  /** How long a claimed job is this worker's before another may retry it (a killed worker's jobs come back). */
  leaseMs: number;
  /** First retry after 2 × base, then 4 ×, 8 ×, 16 ×: with 1 minute and 5 tries, the last one ~30 minutes after the first. */
  retryBaseMs: number;
  maxAttempts: number;
  /** Jobs one worker has in hand at most (a sliding window): the bound on repeats after a crash. */
  batchSize: number;
};

export type JobHandler = (payload: Record<string, unknown>, job: ClaimedJob) => Promise<void>;

/** Delay before the next attempt after `attempt` failed tries. */
export const retryDelay = (settings: Pick<QueueSettings, 'retryBaseMs'>, attempt: number): number =>
  settings.retryBaseMs * 2 ** attempt;

/** The provider's error, in words the desk can read (never a stack). */
const describeError = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 300) || 'erro desconhecido';
};

export type JobQueue = {
  worker: string;
  settings: QueueSettings;
  /** Inserts jobs in the caller's transaction (`tx`): they exist only if the change commits. */
  add: (tx: Database, jobs: Parameters<typeof insertJobs>[1]) => Promise<number[]>;
  /** After the commit: 'inline' sends these jobs now (first attempt); 'background' wakes the worker. */
  afterCommit: (ids: number[]) => Promise<void>;
  /** Claims and runs every job due now (repeatedly, a batch at a time); returns how many ran. */
  runDue: (ids?: number[]) => Promise<number>;
  /** One poll: schedules what is due (housekeeping) and runs the due jobs. */
  poll: () => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

export const createJobQueue = (options: {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  settings: QueueSettings;
  handlers: Record<JobKind, JobHandler>;
  /** Called on each poll before claiming (housekeeping schedules itself here). */
  onTick?: () => Promise<void>;
}): JobQueue => {
  const { db, now, log, settings, handlers } = options;
  const worker = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = true;
  let isWoken = false;
  let isClosing = false;
  // The attempts that finish together are recorded in one statement; each job stays in the window until its row is.
  const recordAttempt = batchPerTurn(async (finished: FinishedAttempt[]) => {
    const recorded = await finishAttempts(db, worker, finished);
    return finished.map(({ job }) => recorded.has(job.id));
  });

  const runOne = async (job: ClaimedJob) => {
    const startedAt = now();
    let error: string | null = null;
    try {
      await handlers[job.kind](job.payload, job);
    } catch (e) {
      error = describeError(e);
    }
    const finishedAt = now();
    const retryAt =
      error !== null && job.attempts < job.maxAttempts
        ? new Date(finishedAt.getTime() + retryDelay(settings, job.attempts))
        : null;
    const isRecorded = await recordAttempt({ job, outcome: { error, startedAt, finishedAt, retryAt } });
    if (error !== null && isRecorded) {
      log.warn(
        { job: job.id, kind: job.kind, attempt: job.attempts, final: retryAt === null },
        'falha ao executar tarefa',
      );
    }
  };

  /**
   * A sliding window of at most `batchSize` jobs in this worker's hands: a slot that frees is filled by the next
   * claim, and a claim asks only for the free slots. What a killed worker had sent without recording is therefore
   * at most `batchSize` messages, the bound on repeats at the provider's door (decision 086).
   */
  const runDue = async (ids?: number[]): Promise<number> => {
    let total = 0;
    let isDrained = false;
    const inFlight = new Set<Promise<void>>();
    for (;;) {
      const free = settings.batchSize - inFlight.size;
      if (isClosing) isDrained = true;
      if (!isDrained && free > 0) {
        const claimed = await claimDueJobs(db, worker, now(), settings.leaseMs, free, ids);
        isDrained = claimed.length < free;
        total += claimed.length;
        for (const job of claimed) {
          const running: Promise<void> = runOne(job)
            .catch((error: unknown) => log.error({ err: error, job: job.id }, 'falha ao registrar a tentativa'))
            .finally(() => inFlight.delete(running));
          inFlight.add(running);
        }
      }
      if (inFlight.size === 0) {
        if (isDrained) return total;
        continue;
      }
      await Promise.race(inFlight);
    }
  };

  const poll = async () => {
    await options.onTick?.();
    return runDue();
  };

  const tick = async () => {
    timer = undefined;
    if (isStopped) return;
    isWoken = false;
    running = poll().catch((error: unknown) => {
      log.error(error, 'falha na fila de tarefas');
      return 0;
    });
    await running;
    running = undefined;
    if (!isStopped) timer = setTimeout(() => void tick(), isWoken ? 0 : settings.pollMs);
  };

  const wake = () => {
    if (isStopped) return;
    if (running) {
      isWoken = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), 0);
  };

  return {
    worker,
    settings,
    add: (tx, jobs) => insertJobs(tx, jobs),
    afterCommit: async (ids) => {
      if (ids.length === 0) return;
      if (settings.delivery === 'inline') {
        await runDue(ids).catch((error: unknown) => log.error(error, 'falha ao enviar avisos'));
        return;
      }
      wake();
    },
    runDue,
    poll,
    start: () => {
      if (settings.pollMs <= 0 || !isStopped) return;
      isStopped = false;
      timer = setTimeout(() => void tick(), 0);
    },
    stop: async () => {
      isStopped = true;
      isClosing = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
};
