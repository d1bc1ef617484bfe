import type { onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../notices/job-queue.ts';
import type { Redis } from './redis.ts';
import type { DevOutbox } from '../notices/dev-outbox.ts';
import type { Notifier } from '../notices/providers.ts';
import type { FileStorage } from '../files/storage.ts';
import type { ListCache } from '../lists/cached-list.ts';
import type { WorkGate } from './work-gate.ts';
import type { ContextCache } from '../access/context-cache.ts';

/** What every module plugin receives from buildApp. */
export type ModuleDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  /** Verifies the Bearer context token and sets request.auth (an onRequest hook: see platform/http/area-routes.ts). */
  requireContext: onRequestAsyncHookHandler;
  /** The tokens' contexts requireContext keeps a few seconds: `forget` after a change that must stop a token at once. */
  contexts: ContextCache;
  /** SMS and e-mail senders (the development outbox unless a provider is configured). */
  notifier: Notifier;
  /** The durable queue: notices are queued in the change's transaction and sent by the workers (decision 086). */
  jobs: JobQueue;
  /** The shared store of several processes when REDIS_URL is set (decision 087); null = in-memory stores. */
  redis: Redis | null;
  /** Present only when the development outbox is on. */
  outbox: DevOutbox | undefined;
  /** Uploaded files (disk under DATA_DIR, or S3-compatible). */
  storage: FileStorage;
  /** The few argon2 hashes that may run at once, shared by sign-in and password changes. */
  passwordGate: WorkGate;
  /** Serialized list answers of every area, one byte budget per process (platform/lists/cached-list.ts). */
  listCache: ListCache;
};
