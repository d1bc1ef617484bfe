import { MESSAGES } from '@portaria/shared';
import type { Database } from '../../db/client.ts';
import type { TokenKind } from '../../db/schema/index.ts';
import { HttpError } from '../http/http-error.ts';
import { findToken, type StoredToken } from './token.repository.ts';
import { bearerToken, hashToken, sessionDeadline, type SessionPolicy } from './tokens.ts';

export type VerifiedToken = StoredToken & { hash: string };

export const unauthorized = () => new HttpError(401, MESSAGES.unauthorized);

/** The sha256 of the Bearer token, or 401 when there is none (or it is absurdly long). */
export const bearerHash = (authorization: string | undefined): string => {
  const token = bearerToken(authorization);
  if (!token || token.length > 128) throw unauthorized();
  return hashToken(token);
};

/**
 * What a route accepts: the token kinds, and whether a token already replaced by a refresh still counts while its
 * grace lasts (`revokedAt` in the future, decision 096): yes for the areas and logout, never to renew or exchange.
 */
export type TokenRule = { kinds: readonly TokenKind[]; session: SessionPolicy; acceptsReplaced?: boolean };

/** An accepted kind, inside its validity window and the shift, not revoked (or still in its grace), not logged out. */
export const isLiveToken = <T extends StoredToken>(row: T | null, now: Date, rule: TokenRule): row is T => {
  if (!row || !rule.kinds.includes(row.kind)) return false;
  const t = now.getTime();
  const isUnrevoked = row.revokedAt === null || (rule.acceptsReplaced === true && t < row.revokedAt.getTime());
  return (
    isUnrevoked &&
    row.endedAt === null &&
    row.validFrom.getTime() <= t &&
    t < row.validUntil.getTime() &&
    t < sessionDeadline(row.startedAt, rule.session.maxMs).getTime()
  );
};

/**
 * The only way a request proves who it is: the Bearer token must exist (by its sha256), be of an
 * accepted kind, be inside its validity window and the shift, and not be revoked or logged out.
 */
export const verifyBearer = async (
  db: Database,
  authorization: string | undefined,
  now: Date,
  rule: TokenRule,
): Promise<VerifiedToken> => {
  const hash = bearerHash(authorization);
  const row = await findToken(db, hash);
  if (!isLiveToken(row, now, rule)) throw unauthorized();
  return { ...row, hash };
};
