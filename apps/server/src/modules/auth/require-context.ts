import { MESSAGES } from '@portaria/shared';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { loadGrants } from './auth.repository.ts';
import { verifyBearer } from './verify-token.ts';

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
 * preHandler for every condominium-scoped route. The condominium comes from the verified token;
 * permissions are read from the database on each request, so a revoked grant stops working at once.
 */
export const createRequireContext =
  (db: Database, now: () => Date): preHandlerAsyncHookHandler =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = await verifyBearer(db, request.headers.authorization, now(), ['context']);
    if (token.idCondo === null) throw new HttpError(401, MESSAGES.unauthorized);
    const grants = await loadGrants(db, token.userId, token.idCondo);
    if (!grants) throw new HttpError(403, MESSAGES.forbidden);
    request.auth = {
      userId: token.userId,
      sessionId: token.sessionId,
      idCondo: token.idCondo,
      referencia: grants.referencia,
      tokenHash: token.hash,
      permissions: new Set([...grants.rolePermissions, ...grants.customPermissions]),
    };
  };

/** The verified context of a request that went through requireContext. */
export const getAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new HttpError(401, MESSAGES.unauthorized);
  return request.auth;
};

/** preHandler to chain after requireContext: 403 unless the union of role and custom grants holds it. */
export const requirePermission =
  (permission: string): preHandlerAsyncHookHandler =>
  async (request: FastifyRequest) => {
    if (!getAuth(request).permissions.has(permission)) throw new HttpError(403, MESSAGES.forbidden);
  };
