import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What every module plugin receives from buildApp. */
export type ModuleDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  /** Verifies the Bearer context token and sets request.auth. */
  requireContext: preHandlerAsyncHookHandler;
};
