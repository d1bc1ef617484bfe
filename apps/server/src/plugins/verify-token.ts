import { MESSAGES } from '@portaria/shared';
import type { Database } from '../db/client.ts';
import type { TokenKind } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-error.ts';
import { findToken, type StoredToken } from './token.repository.ts';
import { bearerToken, hashToken, sessionDeadline } from '../lib/tokens.ts';

export type VerifiedToken = StoredToken & { hash: string };

export const unauthorized = () => new HttpError(401, MESSAGES.unauthorized);

/** The sha256 of the Bearer token, or 401 when there is none (or it is absurdly long). */
export const bearerHash = (authorization: string | undefined): string => {
  const token = bearerToken(authorization);
  if (!token || token.length > 128) throw unauthorized();
  return hashToken(token);
};

/** An accepted kind, inside its validity window and the 12 h shift, not revoked, not logged out. */
export const isLiveToken = <T extends StoredToken>(row: T | null, now: Date, kinds: readonly TokenKind[]): row is T => {
  if (!row || !kinds.includes(row.kind)) return false;
  const t = now.getTime();
  return (
    row.revokedAt === null &&
    row.endedAt === null &&
    row.validFrom.getTime() <= t &&
    t < row.validUntil.getTime() &&
    t < sessionDeadline(row.startedAt).getTime()
  );
};

/**
 * The only way a request proves who it is: the Bearer token must exist (by its sha256), be of an
 * accepted kind, be inside its validity window and the 12 h shift, and not be revoked or logged out.
 */
export const verifyBearer = async (
  db: Database,
  authorization: string | undefined,
  now: Date,
  kinds: readonly TokenKind[],
): Promise<VerifiedToken> => {
  const hash = bearerHash(authorization);
  const row = await findToken(db, hash);
  if (!isLiveToken(row, now, kinds)) throw unauthorized();
  return { ...row, hash };
};
