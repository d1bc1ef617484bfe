import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { AccessRequest } from '@portaria/shared/access-control/residents.schemas';
import { fill, maskId } from '@portaria/shared';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { JobQueue } from '../../platform/notices/job-queue.ts';
import type { NoticeMessage } from '../../platform/notices/notices.ts';
import { changeBy, recordChange } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { findUnitInCondo } from '../condominium/units.repository.ts';
import { decideRequest, listPendingRequests, lockRequest } from './access-requests.repository.ts';
import { insertResident, residencyOf } from './residents.repository.ts';

type Deps = { db: Database; now: () => Date; jobs: JobQueue };
export type Decision = 'APROVADA' | 'RECUSADA';

export const listPendingOf = async (db: Database, idCondo: number): Promise<AccessRequest[]> =>
  (await listPendingRequests(db, idCondo)).map((r) => ({
    id: r.id,
    nomeSolicitante: r.nomeSolicitante,
    cpf: maskId(r.cpf),
    tipoVinculo: r.tipoVinculo as AccessRequest['tipoVinculo'],
    emailSolicitante: r.emailSolicitante,
    celularSolicitante: r.celularSolicitante,
    acessoApp: r.acessoApp,
    unidade: { idUnidade: r.idUnidade, nome: r.nmUnidade, nmBloco: r.nmBloco },
    createdAt: r.createdAt.toISOString(),
  }));

/**
 * The syndic approves (the person becomes a resident of the unit with the requested profile and app access) or
 * refuses one pending request of the token's condominium; audit, timeline and the requester's e-mail (a queued
 * notice, decision 086) in the same transaction.
 */
export const decideAccessRequest = async (deps: Deps, auth: AuthContext, id: number, decision: Decision) => {
  const at = deps.now();
  await recordChange(deps, changeBy(auth, at, ['moradores']), async (t) => {
    const row = await lockRequest(t, auth.idCondo, id);
    if (!row) throw new HttpError(404, M.requestNotFound);
    if (row.status !== 'PENDENTE') throw new HttpError(409, M.requestAlreadyDecided);
    const unit = (await findUnitInCondo(t, auth.idCondo, row.idUnidade))!;
    let idPessoa: number | null = null;
    if (decision === 'APROVADA') {
      // Someone may have been registered (or blocked) in the unit since the request: nothing to add then.
      if ((await residencyOf(t, row.idUnidade, row.cpfCnpjSolicitante)) !== null)
        throw new HttpError(409, M.alreadyResident);
      idPessoa = await insertResident(t, {
        idUnidade: row.idUnidade,
        cpf: row.cpfCnpjSolicitante,
        nome: row.nomeSolicitante,
        email: row.emailSolicitante,
        telefone: row.celularSolicitante,
        perfil: row.tipoVinculo,
        flUsoApp: row.acessoApp,
        createdBy: row.createdBy,
        at,
      });
    }
    if (
      (await decideRequest(t, auth.idCondo, id, {
        status: decision,
        decidedBy: auth.userId,
        decidedAt: at,
        idPessoa,
      })) === 0
    ) {
      throw new HttpError(409, M.requestAlreadyDecided);
    }
    const approved = decision === 'APROVADA';
    const acao = approved ? 'morador.aprovar_acesso' : 'morador.recusar_acesso';
    const unidade = `${unit.nmBloco} - ${unit.nome}`;
    // The answer to the requester, queued with the decision (decision 086).
    const messages: NoticeMessage[] = [];
    if (row.emailSolicitante) {
      const condominio = (await findCondominiumHeader(t, auth.idCondo))?.nome ?? '';
      const values = { condominio, nome: row.nomeSolicitante.split(' ')[0] ?? row.nomeSolicitante, unidade };
      messages.push({
        channel: 'email',
        nome: row.nomeSolicitante,
        to: row.emailSolicitante,
        subject: fill(approved ? M.approvedEmailSubject : M.refusedEmailSubject, values),
        text: fill(approved ? M.approvedEmailText : M.refusedEmailText, values),
        purpose: approved ? 'acesso-aprovado' : 'acesso-recusado',
      });
    }
    return {
      result: undefined,
      audit: {
        acao,
        entidade: 'solicitacao_acesso',
        idEntidade: id,
        detalhes: {
          idUnidade: row.idUnidade,
          cpf: maskId(row.cpfCnpjSolicitante),
          ...(idPessoa ? { idMorador: idPessoa } : {}),
        },
      },
      timeline: [
        {
          evento: acao,
          valores: { nome: row.nomeSolicitante, unidade },
          area: 'moradores',
          idUnidade: row.idUnidade,
          nmPessoa: row.nomeSolicitante,
          entidade: 'solicitacao_acesso',
          idEntidade: id,
        },
      ],
      notices: [{ entidade: 'solicitacao_acesso', idEntidade: id, messages }],
    };
  });
  return { id, status: decision };
};
