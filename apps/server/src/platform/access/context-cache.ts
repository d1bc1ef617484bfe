import { performance } from 'node:perf_hooks';
import type { Database } from '../../db/client.ts';
import { prepareContextLookup } from './context.repository.ts';

/** The token, its session, the condominium's reference and the permissions, as requireContext reads them. */
export type ContextRow = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareContextLookup>>>>;

/** A looked-up row with its permissions as a set, built once per read rather than once per request. */
export type KeptContext = { row: ContextRow; permissions: ReadonlySet<string> };

/** Whose contexts a committed change touches: one person's (every condominium, every token), or a condominium's. */
export type AccessScope = { userId: number } | { idCondo: number };

/** How the other processes hear of a change (Redis pub/sub, context-channel.ts); absent = this process is alone. */
export type ContextChannel = {
  /** False while the subscription is down: nothing is kept then, since a change published meanwhile would be missed. */
  isLive: () => boolean;
  /** Tells the other processes; resolved once Redis has handed the message to their connections. */
  publish: (scope: AccessScope) => Promise<void>;
  /** `onScope` for each change another process published; `onLost` when the subscription drops or comes back. */
  listen: (onScope: (scope: AccessScope) => void, onLost: () => void) => void;
};

export type ContextCache = {
  /** The token's context: kept from a read less than `ttlMs` ago with no change since, or read now. */
  lookup: (hash: string) => Promise<KeptContext | null>;
  /**
   * After a committed change that must stop (or open) tokens at once: logout, token replacement, password change,
   * roles, grants, deactivation. Drops the kept contexts it touches in every app of this process on this database,
   * then in the other processes. Call it after the commit: a read between the drop and the commit would keep the old row.
   */
  forget: (scope: AccessScope) => Promise<void>;
  /** Runs the change, then `forget`s, even when it threw: a change may fail after its commit (a notice sent inline). */
  forgetAfter: <T>(scope: AccessScope, change: () => Promise<T>) => Promise<T>;
  close: () => void;
};

export type ContextCacheOptions = {
  db: Database;
  /** 0 keeps nothing: every request reads the database, as before decision 132. */
  ttlMs: number;
  channel: ContextChannel | null;
  maxEntries?: number;
  /** The database read (tests pass their own to hold a read in flight). */
  read?: (hash: string) => Promise<ContextRow | null>;
};

/**
 * AUTH_CACHE_SECONDS, or where unset: kept on the embedded database (one process) and with a channel to the other
 * processes; off on PostgreSQL without Redis, where another process might keep a row no change could reach.
 */
export const contextCacheSeconds = (configured: number | undefined, isEmbedded: boolean, hasChannel: boolean) =>
  configured ?? (isEmbedded || hasChannel ? 5 : 0);

/** Every app of this process on one database (tests build siblings on one PGlite): they hear each other's changes. */
const appsOn = new WeakMap<Database, Set<(scope: AccessScope) => void>>();
const appsOf = (db: Database) => {
  let apps = appsOn.get(db);
  if (!apps) appsOn.set(db, (apps = new Set()));
  return apps;
};

/**
 * Drops the scope's kept contexts in every app of this process on `db`. The services call it through `forget`; a test
 * that changes grants by SQL, behind the services' back, calls it as they would.
 */
export const forgetIn = (db: Database, scope: AccessScope): void => {
  for (const drop of appsOf(db)) drop(scope);
};

const touches = (row: ContextRow, scope: AccessScope) =>
  'userId' in scope ? row.userId === scope.userId : row.idCondo === scope.idCondo;

/**
 * The per-process cache of requireContext's lookup (decision 132): bounded, a few seconds old at most, dropped at once
 * by `forget`. Time-based validity (validUntil, the shift, the refresh grace) is still checked on every request
 * against the kept row, so keeping it never extends a token.
 */
export const createContextCache = (options: ContextCacheOptions): ContextCache => {
  const { db, ttlMs, channel, maxEntries = 5000 } = options;
  const read = options.read ?? prepareContextLookup(db);
  const kept = new Map<string, KeptContext & { at: number }>();
  // Bumped by every drop: a read that started before a drop may hold the old row, so it is answered but not kept.
  let generation = 0;
  const drop = (scope: AccessScope) => {
    generation += 1;
    for (const [hash, entry] of kept) if (touches(entry.row, scope)) kept.delete(hash);
  };
  const dropAll = () => {
    generation += 1;
    kept.clear();
  };
  const isOn = () => ttlMs > 0 && (channel?.isLive() ?? true);
  const apps = appsOf(db);
  apps.add(drop);
  channel?.listen(drop, dropAll);

  const forget = async (scope: AccessScope) => {
    forgetIn(db, scope);
    await channel?.publish(scope);
  };
  return {
    lookup: async (hash) => {
      const hit = kept.get(hash);
      if (hit && performance.now() - hit.at < ttlMs && isOn()) return hit;
      const seen = generation;
      const row = await read(hash);
      // An unknown hash is never kept: a token created a moment later must work at once.
      if (!row) return null;
      const entry = { row, permissions: new Set(row.permissions), at: performance.now() };
      if (seen === generation && isOn()) {
        kept.delete(hash);
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
        kept.set(hash, entry);
      }
      return entry;
    },
    forget,
    forgetAfter: async (scope, change) => {
      try {
        return await change();
      } finally {
        await forget(scope);
      }
    },
    close: () => {
      apps.delete(drop);
      dropAll();
    },
  };
};
