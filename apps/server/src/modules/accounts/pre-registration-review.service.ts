import { inTransaction } from '../../lib/transaction.ts';
import { maskId } from '@portaria/shared';
import { ACCOUNT_MESSAGES as M, fillMessage } from '@portaria/shared/accounts/accounts.messages';
import type { PendingPreRegistration } from '@portaria/shared/accounts/accounts.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { appendAudit } from '../../db/audit.repository.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Notifier } from '../../notifications/providers.ts';
import type { AuthContext } from '../../plugins/require-context.ts';
import * as repo from './pre-registration-review.repository.ts';

type Deps = { db: Database; now: () => Date; notifier: Notifier; log: FastifyBaseLogger };

export const listPendingOf = async (db: Database, idCondo: number): Promise<PendingPreRegistration[]> =>
  (await repo.listPending(db, idCondo)).map((r) => ({ ...r, cpf: maskId(r.cpf), createdAt: r.createdAt.toISOString() }));

/** Approves or rejects one pending pre-registration of the token's condominium, with its audit entry. */
export const decidePreRegistration = async (deps: Deps, auth: AuthContext, id: number, decision: 'APROVADO' | 'RECUSADO') => {
  const { db, now } = deps;
  const at = now();
  const result = await inTransaction(db, async (t) => {
    const row = await repo.lockPreCadastro(t, id, auth.idCondo);
    if (!row) throw new HttpError(404, M.preRegistrationNotFound);
    if (row.status !== 'PENDENTE') throw new HttpError(409, M.preRegistrationAlreadyDecided);
    const granted = decision === 'APROVADO' ? await repo.grantWorker(t, row) : null;
    if ((await repo.decide(t, auth.idCondo, id, decision, auth.userId, at)) === 0) throw new HttpError(404, M.preRegistrationNotFound);
    await appendAudit(t, {
      idUsuario: auth.userId,
      idCondo: auth.idCondo,
      acao: decision === 'APROVADO' ? 'PRE_CADASTRO_APROVADO' : 'PRE_CADASTRO_RECUSADO',
      entidade: 'pre_cadastro',
      idEntidade: id,
      detalhes: { cpf: maskId(row.cpf), cargo: row.cargo, ...(granted ? { idUsuarioLiberado: granted.idUsuario } : {}) },
      at,
    });
    return granted;
  });
  if (result) {
    // Best effort: the approval stands even if the notice cannot be sent.
    const body = fillMessage(M.approvedSms, { condominium: await repo.condoName(db, auth.idCondo) });
    await deps.notifier.sms
      .send({ to: result.phone, body, purpose: 'pre-registration-approved' })
      .catch((error: Error) => deps.log.warn({ error: error.message }, 'aviso de aprovação por SMS não enviado'));
  }
  return { id, status: decision };
};
