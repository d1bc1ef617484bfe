import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Notifier } from '../notifications/providers.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { noticeHandlers } from './notices.ts';

/** The app's queue: notices through the configured providers, and the housekeeping runs. */
export const createAppQueue = (options: { db: Database; config: Config; now: () => Date; log: FastifyBaseLogger; notifier: Notifier }): JobQueue =>
  createJobQueue({
    db: options.db,
    now: options.now,
    log: options.log,
    settings: options.config.notices,
    handlers: {
      ...noticeHandlers(options.notifier),
      limpeza: async () => undefined,
    },
  });
