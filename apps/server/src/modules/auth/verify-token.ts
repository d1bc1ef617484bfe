import { MESSAGES } from '@portaria/shared';
import type { Database } from '../../db/client.ts';
import type { TokenKind } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findToken, type StoredToken } from './auth.repository.ts';
import { bearerToken, hashToken, sessionDeadline } from './tokens.ts';

export type VerifiedToken = StoredToken & { hash: string };

const unauthorized = () => new HttpError(401, MESSAGES.unauthorized);

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
  const token = bearerToken(authorization);
  if (!token || token.length > 128) throw unauthorized();
  const hash = hashToken(token);
  const row = await findToken(db, hash);
  if (!row || !kinds.includes(row.kind)) throw unauthorized();
  const t = now.getTime();
  const isLive =
    row.revokedAt === null &&
    row.endedAt === null &&
    row.validFrom.getTime() <= t &&
    t < row.validUntil.getTime() &&
    t < sessionDeadline(row.startedAt).getTime();
  if (!isLive) throw unauthorized();
  return { ...row, hash };
};
