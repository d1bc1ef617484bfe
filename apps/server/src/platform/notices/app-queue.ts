import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Notifier } from './providers.ts';
import type { FileStorage } from '../files/storage.ts';
import { runHousekeeping, scheduleHousekeeping } from './housekeeping.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { noticeHandlers } from './notices.ts';

type Options = {
  db: Database;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  notifier: Notifier;
  storage?: FileStorage | null;
};

/** The app's queue: notices through the configured providers, and the hourly housekeeping run. */
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
    onTick: scheduleHousekeeping(() => queue, db, now),
  });
  return queue;
};
