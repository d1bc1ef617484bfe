import { maskId } from '@portaria/shared';
import { ACCOUNT_MESSAGES as M, fillMessage } from '@portaria/shared/accounts/accounts.messages';
import type { PendingPreRegistration } from '@portaria/shared/accounts/accounts.schemas';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import * as repo from './pre-registration-review.repository.ts';

type Deps = ChangeDeps & { now: () => Date };

export const listPendingOf = async (db: Database, idCondo: number): Promise<PendingPreRegistration[]> =>
  (await repo.listPending(db, idCondo)).map((r) => ({
    ...r,
    cpf: maskId(r.cpf),
    createdAt: r.createdAt.toISOString(),
  }));

/**
 * Approves or rejects one pending pre-registration of the token's condominium, with its audit entry; an approval
 * queues the SMS that tells the worker to create a password (a notice of the decision, decisions 086 and 106).
 */
export const decidePreRegistration = async (
  deps: Deps,
  auth: AuthContext,
  id: number,
  decision: 'APROVADO' | 'RECUSADO',
) => {
  const at = deps.now();
  await recordChange(deps, changeBy(auth, at), async (t) => {
    const row = await repo.lockPreCadastro(t, id, auth.idCondo);
    if (!row) throw new HttpError(404, M.preRegistrationNotFound);
    if (row.status !== 'PENDENTE') throw new HttpError(409, M.preRegistrationAlreadyDecided);
    const granted = decision === 'APROVADO' ? await repo.grantWorker(t, row) : null;
    if ((await repo.decide(t, auth.idCondo, id, decision, auth.userId, at)) === 0)
      throw new HttpError(404, M.preRegistrationNotFound);
    const audit = {
      acao: granted ? ('pre_cadastro.aprovar' as const) : ('pre_cadastro.recusar' as const),
      entidade: 'pre_cadastro',
      idEntidade: id,
      detalhes: {
        cpf: maskId(row.cpf),
        cargo: row.cargo,
        ...(granted ? { idUsuarioLiberado: granted.idUsuario } : {}),
      },
    };
    if (!granted) return { result: undefined, audit };
    const body = fillMessage(M.approvedSms, { condominium: await repo.condoName(t, auth.idCondo) });
    const sms = {
      channel: 'sms' as const,
      nome: row.nome,
      to: granted.phone,
      body,
      purpose: 'pre-registration-approved',
    };
    return { result: undefined, audit, notices: [{ entidade: 'pre_cadastro', idEntidade: id, messages: [sms] }] };
  });
  return { id, status: decision };
};
