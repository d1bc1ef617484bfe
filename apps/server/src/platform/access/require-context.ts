import { MESSAGES } from '@portaria/shared';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { ContextCache } from './context-cache.ts';
import type { SessionPolicy } from './tokens.ts';
import { bearerHash, isLiveToken, unauthorized, type TokenRule } from './verify-token.ts';

export type AuthContext = {
  userId: number;
  sessionId: string;
  idCondo: number;
  referencia: number;
  tokenHash: string;
  permissions: ReadonlySet<string>;
};

// Module augmentation only works with an interface.
declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * onRequest hook of every condominium area (platform/http/area-routes.ts). The condominium comes from the verified token;
 * the token and the permissions come from one prepared query, kept a few seconds per process (decision 132) and
 * dropped at once by every change that must stop a token: a logout, a revoked token or a removed grant stops working
 * at once. The token's times (validity, shift, refresh grace) are checked against the row on every request.
 */
export const createRequireContext = (
  contexts: ContextCache,
  now: () => Date,
  session: SessionPolicy,
): onRequestAsyncHookHandler => {
  // A token replaced by a refresh a moment ago still opens the areas: another tab may not have the new one yet.
  const rule: TokenRule = { kinds: ['context'], session, acceptsReplaced: true };
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const hash = bearerHash(request.headers.authorization);
    const kept = await contexts.lookup(hash);
    const row = kept?.row ?? null;
    if (!kept || !isLiveToken(row, now(), rule) || row.idCondo === null) throw unauthorized();
    if (row.referencia === null) throw new HttpError(403, MESSAGES.forbidden);
    request.auth = {
      userId: row.userId,
      sessionId: row.sessionId,
      idCondo: row.idCondo,
      referencia: row.referencia,
      tokenHash: hash,
      // Built once per read of the row, not per request.
      permissions: kept.permissions,
    };
  };
};

/** The verified context of a request that went through requireContext. */
export const getAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new HttpError(401, MESSAGES.unauthorized);
  return request.auth;
};

/** onRequest hook to chain after requireContext: 403 unless the union of role and custom grants holds it. */
export const requirePermission =
  (permission: string): onRequestAsyncHookHandler =>
  async (request: FastifyRequest) => {
    if (!getAuth(request).permissions.has(permission)) throw new HttpError(403, MESSAGES.forbidden);
  };
