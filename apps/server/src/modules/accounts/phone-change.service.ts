import { hidePhone, maskId } from '@portaria/shared';
import { ACCOUNT_MESSAGES as M, fillMessage } from '@portaria/shared/accounts/accounts.messages';
import { TWO_FACTOR, type TokenGenerationPending } from '@portaria/shared/accounts/accounts.schemas';
import type { PendingPhoneChange } from '@portaria/shared/accounts/phone-change.schemas';
import type { Database } from '../../db/client.ts';
import type { TwoFactorPurposeColumn } from '../../db/schema/index.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { JobQueue } from '../../platform/notices/job-queue.ts';
import { changeBy, recordChange, unchanged, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import * as repo from './phone-change.repository.ts';
import { revokeTwoFactorOf } from './two-factor.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type Flow = { idUsuario: number; cpf: string; purpose: TwoFactorPurposeColumn };

/**
 * A number typed in the wizard that is not on file: no code goes to it (nobody vouched for it). It becomes a request
 * the syndic approves; asking again for the same number while it waits is the same request (the wizard polls this).
 * Another number replaces the waiting one; a number the syndic refused in the last 24 h is refused again (409);
 * at most TWO_FACTOR.maxPhoneChangesPerDay requests per person per 24 h (429).
 */
export const requestPhoneChange = (
  deps: ChangeDeps,
  flow: Flow,
  telefone: string,
  at: Date,
): Promise<TokenGenerationPending> =>
  recordChange(deps, { idUsuario: flow.idUsuario, idCondo: null, at }, async (t) => {
    const answer: TokenGenerationPending = {
      status: 'PENDING_APPROVAL',
      to: hidePhone(telefone),
      message: fillMessage(M.phoneChangePending, { phone: hidePhone(telefone) }),
    };
    await repo.lockPerson(t, flow.idUsuario);
    const waiting = await repo.findPendingOf(t, flow.idUsuario);
    // The wizard asking again for the number that waits: the same request, nothing new.
    if (waiting?.telefone === telefone) return unchanged(answer);
    const dayAgo = new Date(at.getTime() - DAY_MS);
    const last = await repo.latestFor(t, flow.idUsuario, telefone);
    if (last?.status === 'RECUSADO' && last.decidedAt && last.decidedAt > dayAgo)
      throw new HttpError(409, M.phoneChangeRefused);
    if ((await repo.countSince(t, flow.idUsuario, dayAgo)) >= TWO_FACTOR.maxPhoneChangesPerDay)
      throw new HttpError(429, M.phoneChangeDailyLimit);
    if (waiting) await repo.supersede(t, waiting.id, at);
    const id = await repo.insertRequest(t, {
      idUsuario: flow.idUsuario,
      telefone,
      purpose: flow.purpose,
      createdAt: at,
    });
    const detalhes = {
      cpf: maskId(flow.cpf),
      telefoneNovo: hidePhone(telefone),
      purpose: flow.purpose,
      ...(waiting ? { substitui: waiting.id } : {}),
    };
    return {
      result: answer,
      audit: { acao: 'troca_telefone.solicitar', entidade: 'troca_telefone', idEntidade: id, detalhes },
    };
  });

export const listPendingPhoneChanges = async (db: Database, idCondo: number): Promise<PendingPhoneChange[]> =>
  (await repo.listPending(db, idCondo)).map((r) => ({
    ...r,
    cpf: maskId(r.cpf),
    telefoneAtual: r.telefoneAtual ? hidePhone(r.telefoneAtual) : null,
    createdAt: r.createdAt.toISOString(),
  }));

type DecideDeps = { db: Database; now: () => Date; jobs: JobQueue };

/**
 * Approves or refuses one waiting request of someone who works in the token's condominium. Approval makes the number
 * the person's phone and ends every code and two-factor token sent to the old one, with the audit entry, in one
 * transaction, with the notice that tells the new number to go back to the wizard (queued, decision 086).
 */
export const decidePhoneChange = async (
  deps: DecideDeps,
  auth: AuthContext,
  id: number,
  decision: 'APROVADO' | 'RECUSADO',
) => {
  const at = deps.now();
  await recordChange(deps, changeBy(auth, at), async (t) => {
    const row = await repo.lockForCondo(t, id, auth.idCondo);
    if (!row) throw new HttpError(404, M.phoneChangeNotFound);
    if (row.status !== 'PENDENTE') throw new HttpError(409, M.phoneChangeAlreadyDecided);
    await repo.decide(t, id, decision, auth.userId, at);
    const isApproved = decision === 'APROVADO';
    if (isApproved) {
      await repo.setPhone(t, row.idUsuario, row.telefone);
      await revokeTwoFactorOf(t, row.idUsuario, at);
    }
    const sms = {
      channel: 'sms' as const,
      nome: hidePhone(row.telefone),
      to: row.telefone,
      body: M.phoneChangeApprovedSms,
      purpose: 'phone-change-approved',
    };
    return {
      result: undefined,
      audit: {
        acao: isApproved ? 'troca_telefone.aprovar' : 'troca_telefone.recusar',
        entidade: 'troca_telefone',
        idEntidade: id,
        detalhes: { idUsuarioTelefone: row.idUsuario, telefoneNovo: hidePhone(row.telefone) },
      },
      notices: isApproved ? [{ entidade: 'troca_telefone', idEntidade: id, messages: [sms] }] : [],
    };
  });
  return { id, status: decision };
};
