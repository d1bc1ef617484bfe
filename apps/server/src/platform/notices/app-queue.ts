import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Notifier } from './providers.ts';
import type { FileStorage } from '../files/storage.ts';
import { runHousekeeping, scheduleHousekeeping } from './housekeeping.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { noticeHandlers } from './notices.ts';
import { schedulePeriodic, type PeriodicTask } from './periodic.ts';

type Options = {
  db: Database;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  notifier: Notifier;
  storage?: FileStorage | null;
  /** The areas' periodic work (an overdue reminder), run on each poll at its own pace. */
  periodic?: readonly PeriodicTask[];
};

/** The app's queue: notices through the configured providers, the hourly housekeeping run, the areas' periodic work. */
export const createAppQueue = (options: Options): JobQueue => {
  const { db, now, log } = options;
  const queue: JobQueue = createJobQueue({
    db,
    now,
    log,
    settings: options.config.notices,
    handlers: {
      ...noticeHandlers(options.notifier),
      limpeza: async () => {
        await runHousekeeping(db, options.storage ?? null, now(), log);
      },
    },
    onTick: async () => {
      await housekeeping();
      await periodic();
    },
  });
  const housekeeping = scheduleHousekeeping(() => queue, db, now);
  const periodic = schedulePeriodic(options.periodic ?? [], () => ({ db, jobs: queue }), now, log);
  return queue;
};
