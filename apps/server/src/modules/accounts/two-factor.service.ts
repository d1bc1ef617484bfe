import { inTransaction } from '../../platform/change/transaction.ts';
import { hidePhone, maskId, stripPhone } from '@portaria/shared';
import { ACCOUNT_MESSAGES as M, fillMessage } from '@portaria/shared/accounts/accounts.messages';
import {
  TWO_FACTOR,
  type TokenAuthResponse,
  type TokenGenerationPending,
  type TokenGenerationResponse,
  type TokenValidationResponse,
  type TwoFactorPurpose,
} from '@portaria/shared/accounts/accounts.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { JobQueue } from '../../platform/notices/job-queue.ts';
import type { Notifier } from '../../platform/notices/providers.ts';
import { generateToken, hashToken } from '../../platform/access/tokens.ts';
import { flagsOf, maskedContacts, newUserOf, outcomeOf, phonesOf } from './cpf-check.ts';
import { requestPhoneChange } from './phone-change.service.ts';
import { generateCode, hashCode, verifyCode } from './sms-code.ts';
import * as repo from './two-factor.repository.ts';

type Deps = { db: Database; jobs: JobQueue; now: () => Date; notifier: Notifier; log: FastifyBaseLogger };

const seconds = (n: number) => n * 1000;
const flowExpired = () => new HttpError(400, M.verificationExpired);

/** POST /token/auth: the CPF flags; a hashToken (bound to CPF + purpose) only when the person may go on. */
export const checkCpf = async (
  deps: Pick<Deps, 'db' | 'now'>,
  cpf: string,
  purpose: TwoFactorPurpose,
): Promise<TokenAuthResponse> => {
  const account = await repo.findAccountByCpf(deps.db, cpf);
  const outcome = outcomeOf(account, purpose);
  let hashToken: string | null = null;
  if (account && outcome === 'PROCEED') {
    hashToken = generateToken();
    const at = deps.now();
    await repo.insertFlow(deps.db, {
      hash: hashTokenOf(hashToken),
      idUsuario: account.id,
      cpf,
      purpose,
      createdAt: at,
      expiresAt: new Date(at.getTime() + seconds(TWO_FACTOR.flowTtlSeconds)),
    });
  }
  const isProceeding = hashToken !== null && account !== null;
  return {
    data: {
      ...flagsOf(account),
      smsContacts: isProceeding ? maskedContacts(phonesOf(account)) : [],
      user: isProceeding ? newUserOf(account, cpf) : null,
      outcome,
      hashToken,
    },
  };
};

const hashTokenOf = (value: string) => hashToken(value);

/**
 * POST /token/generation: sends a code (a resend replaces the previous one). A typed number that is not on file sends
 * nothing: it waits for the syndic (phone-change.service.ts); once approved it is on file and the same call sends.
 */
export const sendCode = async (
  deps: Deps,
  input: { hashToken: string; contactKey?: string | undefined; phone?: string | undefined },
): Promise<TokenGenerationResponse | TokenGenerationPending> => {
  const { db, now } = deps;
  const at = now();
  const flowHash = hashTokenOf(input.hashToken);
  const flow = await repo.findFlow(db, flowHash);
  if (!flow || flow.expiresAt.getTime() <= at.getTime()) throw flowExpired();

  const phones = phonesOf({ telefone: await repo.findPhoneOfUser(db, flow.idUsuario) });
  const typed = input.phone ? stripPhone(input.phone) : undefined;
  const chosen = phones.find((p) => (typed ? p.phone === typed : p.key === input.contactKey));
  if (!chosen && typed) return requestPhoneChange(deps, flow, typed, at);
  if (!chosen) throw new HttpError(400, M.phoneNotFound);

  const code = generateCode();
  const codeHash = await hashCode(code);
  const codeId = await inTransaction(db, async (t) => {
    await repo.lockSendBudgets(t, flow.cpf, chosen.phone);
    await repo.lockFlow(t, flowHash);
    const last = await repo.latestCode(t, flowHash);
    const waitMs = last ? last.sentAt.getTime() + seconds(TWO_FACTOR.resendSeconds) - at.getTime() : 0;
    if (waitMs > 0) {
      const wait = Math.ceil(waitMs / 1000);
      throw new HttpError(429, fillMessage(M.codeResendWait, { seconds: wait }), { 'retry-after': String(wait) });
    }
    const hourAgo = new Date(at.getTime() - seconds(3600));
    const [byCpf, byPhone] = [
      await repo.countCodesSince(t, { cpf: flow.cpf }, hourAgo),
      await repo.countCodesSince(t, { phone: chosen.phone }, hourAgo),
    ];
    if (byCpf >= TWO_FACTOR.maxCodesPerHour || byPhone >= TWO_FACTOR.maxCodesPerHour) {
      throw new HttpError(429, M.codeHourlyLimit);
    }
    return repo.replaceActiveCode(t, {
      flowHash,
      cpf: flow.cpf,
      phone: chosen.phone,
      codeHash,
      sentAt: at,
      expiresAt: new Date(at.getTime() + seconds(TWO_FACTOR.codeTtlSeconds)),
    });
  });

  try {
    await deps.notifier.sms.send({
      to: chosen.phone,
      body: fillMessage(M.codeSms, { code }),
      purpose: `two-factor:${flow.purpose}`,
    });
  } catch (error) {
    await repo.markCodeFailed(db, codeId);
    deps.log.warn({ cpf: maskId(flow.cpf), error: (error as Error).message }, 'falha ao enviar SMS de código');
    throw new HttpError(502, M.codeSendFailed);
  }
  deps.log.info({ cpf: maskId(flow.cpf), purpose: flow.purpose }, 'código SMS enviado');
  return {
    status: 'SENT',
    to: hidePhone(chosen.phone),
    expiresInSeconds: TWO_FACTOR.codeTtlSeconds,
    resendInSeconds: TWO_FACTOR.resendSeconds,
  };
};

/** POST /token/validation: a right, live, untried-out code gives the temporary two-factor token. */
export const validateCode = async (
  deps: Pick<Deps, 'db' | 'now'>,
  input: { hashToken: string; tokenValue: string },
): Promise<TokenValidationResponse> => {
  const { db, now } = deps;
  const at = now();
  const flowHash = hashTokenOf(input.hashToken);
  const flow = await repo.findFlow(db, flowHash);
  if (!flow || flow.expiresAt.getTime() <= at.getTime()) throw flowExpired();
  const code = await repo.latestCode(db, flowHash);
  if (!code || code.status !== 'active') throw new HttpError(400, code ? M.codeInvalid : M.codeExpired);
  if (code.expiresAt.getTime() <= at.getTime()) throw new HttpError(400, M.codeExpired);
  const attempt = await repo.spendAttempt(db, code.id, TWO_FACTOR.maxWrongTries);
  if (!attempt) throw new HttpError(400, M.codeBlocked);
  const isRight = await verifyCode(attempt.codeHash, input.tokenValue);
  if (!isRight) {
    throw new HttpError(400, attempt.attempts >= TWO_FACTOR.maxWrongTries ? M.codeBlocked : M.codeInvalid);
  }
  if (!(await repo.markCodeUsed(db, code.id))) throw new HttpError(400, M.codeInvalid);
  const token = generateToken();
  const validUntil = new Date(at.getTime() + seconds(TWO_FACTOR.tokenTtlSeconds));
  await repo.insertTwoFactorToken(db, {
    hash: hashToken(token),
    idUsuario: flow.idUsuario,
    cpf: flow.cpf,
    purpose: flow.purpose,
    validUntil,
  });
  return { status: 'VALID', token, validUntil: validUntil.toISOString() };
};
