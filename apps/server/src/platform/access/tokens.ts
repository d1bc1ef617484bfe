import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '@portaria/shared';

/** 32 random bytes: opaque to the client, meaningless without the database row. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long a shift lasts (SESSION_MAX_MINUTES, 12 h by default) and how long a token replaced by a refresh keeps
 * opening its condominium (decision 096).
 */
export type SessionPolicy = { maxMs: number; graceMs: number };

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  maxMs: SESSION.maxHours * HOUR,
  graceMs: SESSION.renewalGraceSeconds * 1000,
};

export const sessionDeadline = (startedAt: Date, maxMs: number): Date => new Date(startedAt.getTime() + maxMs);

export const loginTokenUntil = (now: Date, startedAt: Date, maxMs: number): Date =>
  new Date(Math.min(now.getTime() + SESSION.loginTokenMinutes * MINUTE, sessionDeadline(startedAt, maxMs).getTime()));

/** A context token lives at most one shift and never beyond the shift that started at login. */
export const contextTokenUntil = (now: Date, startedAt: Date, maxMs: number): Date =>
  new Date(Math.min(now.getTime() + maxMs, sessionDeadline(startedAt, maxMs).getTime()));

/** Reads "Authorization: Bearer <token>"; anything else is no token. */
export const bearerToken = (header: string | undefined): string | null => {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
};
