import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import type { TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../platform/notices/job-queue.ts';
import { recordChange, type AuditRecord } from '../../platform/change/record-change.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { WorkGate } from '../../platform/http/work-gate.ts';
import { hashPassword, type HashCost } from '../../platform/access/passwords.ts';
import { bearerToken, hashToken } from '../../platform/access/tokens.ts';
import { rememberDevice } from '../../platform/access/trusted-device.ts';
import { endAllSessions, lockUser, setPasswordHash } from './password.repository.ts';
import type { ContextCache } from '../../platform/access/context-cache.ts';
import { consumeTwoFactorToken, findLiveTwoFactorToken, revokeTwoFactorOf } from './two-factor.repository.ts';

type Deps = {
  db: Database;
  jobs: JobQueue;
  now: () => Date;
  passwordGate: WorkGate;
  hashCost?: HashCost | undefined;
  /** A new password ends every session: their tokens' kept contexts go at once (decision 132). */
  contexts: ContextCache;
};

const tokenRefused = () => new HttpError(401, M.verificationExpired);

/**
 * The check of the two password routes, before the body is read: a live two-factor token of the purpose, or 401 before the body is
 * read (the change itself spends the token in its transaction, below).
 */
export const requireTwoFactorToken = async (
  deps: Pick<Deps, 'db' | 'now'>,
  authorization: string | undefined,
  purpose: TwoFactorPurpose,
) => {
  const token = bearerToken(authorization);
  if (!token || token.length > 128) throw tokenRefused();
  const holder = await findLiveTwoFactorToken(deps.db, hashToken(token), purpose, deps.now());
  if (!holder) throw tokenRefused();
  return holder.idUsuario;
};

/**
 * Runs one password change behind a two-factor token, in one transaction: the token is spent only if the change
 * is saved, and a refused change leaves nothing half-done. The browser that passed the SMS code becomes a known
 * device of the person (its cookie value is returned): failures from elsewhere will not lock it out.
 */
const withTwoFactorToken = async (
  deps: Deps,
  authorization: string | undefined,
  purpose: TwoFactorPurpose,
  password: string,
  deviceCookie: string | null,
  apply: (tx: Database, user: { id: number; senhaHash: string | null }, at: Date) => Promise<AuditRecord>,
): Promise<string> => {
  // The token is checked before any hashing: an anonymous flood must cost a lookup, not 19 MiB of argon2 each.
  const idUsuario = await requireTwoFactorToken(deps, authorization, purpose);
  const token = bearerToken(authorization)!;
  const senhaHash = await deps.passwordGate.run(() => hashPassword(password, deps.hashCost));
  const at = deps.now();
  return deps.contexts.forgetAfter({ userId: idUsuario }, () =>
    recordChange(deps, { idUsuario, idCondo: null, at }, async (t) => {
      const grant = await consumeTwoFactorToken(t, hashToken(token), purpose, at);
      // A token is one person's: the one it named before the hashing, or nobody's any more.
      if (grant?.idUsuario !== idUsuario) throw tokenRefused();
      const user = await lockUser(t, grant.idUsuario);
      if (!user) throw tokenRefused();
      const audit = await apply(t, user, at);
      await setPasswordHash(t, user.id, senhaHash);
      await revokeTwoFactorOf(t, user.id, at);
      return { result: await rememberDevice(t, deviceCookie, user.id, at), audit };
    }),
  );
};

/** POST /external/porter/registration: first password of a doorkeeper who has none. */
export const registerPassword = (
  deps: Deps,
  authorization: string | undefined,
  password: string,
  deviceCookie: string | null,
) =>
  withTwoFactorToken(deps, authorization, 'registration', password, deviceCookie, async (_tx, user) => {
    if (user.senhaHash) throw new HttpError(400, M.cpfAlreadyRegistered);
    return { acao: 'conta.criar', entidade: 'usuario', idEntidade: user.id };
  });

/** PUT /external/forgot-my-password: new password; every open session and token of the person ends. */
export const resetPassword = (
  deps: Deps,
  authorization: string | undefined,
  password: string,
  deviceCookie: string | null,
) =>
  withTwoFactorToken(deps, authorization, 'recovery', password, deviceCookie, async (tx, user, at) => {
    if (!user.senhaHash) throw new HttpError(406, M.resetNotRegistered);
    const ended = await endAllSessions(tx, user.id, at);
    return {
      acao: 'conta.redefinir_senha',
      entidade: 'usuario',
      idEntidade: user.id,
      detalhes: { sessoesEncerradas: ended },
    };
  });
