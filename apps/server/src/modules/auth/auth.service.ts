import { inTransaction } from '../../platform/change/transaction.ts';
import { MESSAGES, maskId, type ContextToken, type LoginResponse } from '@portaria/shared';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../platform/notices/job-queue.ts';
import { recordChange } from '../../platform/change/record-change.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { WorkGate } from '../../platform/http/work-gate.ts';
import {
  createSession,
  endSession,
  findUserByCpf,
  insertToken,
  listUserRoles,
  loadGrants,
  replaceToken,
} from './auth.repository.ts';
import type { LoginBudget } from './redis-login-limiter.ts';
import { verifyPassword } from '../../platform/access/passwords.ts';
import {
  contextTokenUntil,
  generateToken,
  hashToken,
  loginTokenUntil,
  type SessionPolicy,
} from '../../platform/access/tokens.ts';
import { rememberDevice, trustedDeviceOf } from '../../platform/access/trusted-device.ts';
import { unauthorized, type VerifiedToken } from '../../platform/access/verify-token.ts';
import type { ContextCache } from '../../platform/access/context-cache.ts';

type Deps = {
  db: Database;
  jobs: JobQueue;
  now: () => Date;
  session: SessionPolicy;
  limiter: LoginBudget;
  passwordGate: WorkGate;
  log: { info: (obj: object, msg: string) => void };
  /** Forgets the replaced or ended token's kept context (decision 132). */
  contexts: ContextCache;
};

/** What a sign-in answers, and the device cookie value to set on this browser. */
export type LoginResult = { response: LoginResponse; device: string };

/**
 * Spec 01 §4 "Login sequence", first step: CPF + password -> login token + roles. `deviceCookie` is the browser's
 * device cookie, if any: from a device this person signed in from before, only that device's failures count.
 */
export const login = async (
  deps: Omit<Deps, 'contexts'>,
  cpf: string,
  password: string,
  ip: string,
  deviceCookie: string | null,
): Promise<LoginResult> => {
  const { db, now, limiter } = deps;
  const user = await findUserByCpf(db, cpf);
  const device = await trustedDeviceOf(db, deviceCookie, user?.id, now());
  const reservation = await limiter.reserve(cpf, ip, device);
  if ('retryAfter' in reservation) {
    const { retryAfter } = reservation;
    deps.log.info(
      { cpf: maskId(cpf), retryAfter, isKnownDevice: Boolean(device) },
      'login bloqueado por excesso de tentativas',
    );
    throw new HttpError(429, MESSAGES.tooManyLoginAttempts, { 'retry-after': String(retryAfter) });
  }
  const isPasswordRight = await deps.passwordGate.run(() => verifyPassword(user?.senhaHash ?? null, password));
  const roles = user && isPasswordRight ? await listUserRoles(db, user.id) : [];
  if (!user || !isPasswordRight || roles.length === 0) {
    // The reservation stays: it is this failure's entry in its budgets.
    deps.log.info({ cpf: maskId(cpf), isKnownDevice: Boolean(device) }, 'login recusado');
    throw new HttpError(401, MESSAGES.loginInvalid);
  }
  await reservation.release();
  const at = now();
  const token = generateToken();
  const remembered = await recordChange(deps, { idUsuario: user.id, idCondo: null, at }, async (t) => {
    const session = await createSession(t, user.id, at);
    await insertToken(t, {
      hash: hashToken(token),
      sessionId: session.id,
      kind: 'login',
      idCondo: null,
      validFrom: at,
      validUntil: loginTokenUntil(at, session.startedAt, deps.session.maxMs),
    });
    return {
      result: await rememberDevice(t, deviceCookie, user.id, at),
      audit: { acao: 'sessao.entrar', entidade: 'sessao', idEntidade: session.id },
    };
  });
  return { response: { token, roles }, device: remembered };
};

/**
 * Issues a context token for idCondo under the bearer's session. The bearer (login or context token) is replaced in
 * the same transaction, and only once: of a burst of refreshes or switches of one token, one gets the new token and the
 * others a 401 (decision 096). Refreshed for the same condominium, the old token keeps opening it for the grace
 * period (other tabs, requests on their way); switched to another condominium, it stops at once.
 */
export const issueContextToken = async (
  deps: Pick<Deps, 'db' | 'jobs' | 'now' | 'session' | 'contexts'>,
  bearer: VerifiedToken,
  idCondo: number,
  forbiddenMessage: string,
): Promise<ContextToken> => {
  const { db, now } = deps;
  const grants = await loadGrants(db, bearer.userId, idCondo);
  if (!grants) throw new HttpError(403, forbiddenMessage);
  const at = now();
  const token = generateToken();
  const validUntil = contextTokenUntil(at, bearer.startedAt, deps.session.maxMs);
  const isSwitch = bearer.idCondo !== idCondo;
  const rotate = async (t: Database) => {
    // A login token is spent by its first exchange, at once; a context token refreshed for its own condominium
    // keeps working for the grace period.
    const until = bearer.kind === 'context' && !isSwitch ? new Date(at.getTime() + deps.session.graceMs) : at;
    if (!(await replaceToken(t, bearer.hash, until))) throw unauthorized();
    await insertToken(t, {
      hash: hashToken(token),
      sessionId: bearer.sessionId,
      kind: 'context',
      idCondo,
      validFrom: at,
      validUntil,
    });
  };
  await deps.contexts.forgetAfter({ userId: bearer.userId }, async () => {
    if (isSwitch) {
      // Choosing a condominium is a change of the session: audited.
      await recordChange(deps, { idUsuario: bearer.userId, idCondo, at }, async (t) => {
        await rotate(t);
        return {
          result: undefined,
          audit: { acao: 'sessao.selecionar_referencia', entidade: 'sessao', idEntidade: bearer.sessionId },
        };
      });
    } else {
      // A refresh of the same condominium only rotates the token (decision 096): bookkeeping of the session, not a
      // change of the record (decision 106), so no audit entry (session-audit.test.ts).
      await inTransaction(db, rotate);
    }
  });
  return {
    token,
    validFrom: at.toISOString(),
    validUntil: validUntil.toISOString(),
    context: idCondo,
    referencia: grants.referencia,
    rolePermissions: grants.rolePermissions,
    customPermissions: grants.customPermissions,
  };
};

export const logout = async (
  deps: Pick<Deps, 'db' | 'jobs' | 'now' | 'contexts'>,
  bearer: VerifiedToken,
): Promise<void> => {
  const at = deps.now();
  await deps.contexts.forgetAfter({ userId: bearer.userId }, () =>
    recordChange(deps, { idUsuario: bearer.userId, idCondo: bearer.idCondo, at }, async (t) => {
      await endSession(t, bearer.sessionId, at);
      return { result: undefined, audit: { acao: 'sessao.sair', entidade: 'sessao', idEntidade: bearer.sessionId } };
    }),
  );
};
