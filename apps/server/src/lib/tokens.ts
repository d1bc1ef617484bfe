import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '@portaria/shared';

/** 32 random bytes: opaque to the client, meaningless without the database row. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const sessionDeadline = (startedAt: Date): Date => new Date(startedAt.getTime() + SESSION.maxHours * HOUR);

export const loginTokenUntil = (now: Date, startedAt: Date): Date =>
  new Date(Math.min(now.getTime() + SESSION.loginTokenMinutes * MINUTE, sessionDeadline(startedAt).getTime()));

/** A context token lives at most 12 h and never beyond the shift that started at login. */
export const contextTokenUntil = (now: Date, startedAt: Date): Date =>
  new Date(Math.min(now.getTime() + SESSION.maxHours * HOUR, sessionDeadline(startedAt).getTime()));

/** Reads "Authorization: Bearer <token>"; anything else is no token. */
export const bearerToken = (header: string | undefined): string | null => {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
};
