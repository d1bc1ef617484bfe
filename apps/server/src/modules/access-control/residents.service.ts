import { defaultAppAccess, type UnitAccessError } from '@portaria/shared/access-control/access-control.constants';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { Resident, UnitAccessAnswer } from '@portaria/shared/access-control/residents.schemas';
import { maskId } from '@portaria/shared';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { isUniqueViolation } from '../../platform/change/transaction.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { hasPendingRequest, insertAccessRequest } from './access-requests.repository.ts';
import {
  findResident,
  findResidentByCpf,
  removeResident,
  residencyOf,
  updateResidentContact,
} from './residents.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;

const refused = (errorCode: UnitAccessError): UnitAccessAnswer => ({
  data: { success: false, errorCode, idSolicitacao: null },
});

export type AccessRequestInput = {
  idUnidade: number;
  nomeSolicitante: string;
  cpfCnpjSolicitante: string;
  tipoVinculo: 'morar.morador' | 'morar.inquilino';
  emailSolicitante: string | null;
  celularSolicitante: string;
  acessoApp?: boolean | undefined;
  origemCadastro: 'PORTARIA';
};

/** Why a CPF cannot ask for this unit, in the spec's order of checks (spec 02 §8), or null. */
const refusalOf = async (db: Database, idUnidade: number, cpf: string): Promise<UnitAccessError | null> => {
  const residency = await residencyOf(db, idUnidade, cpf);
  if (residency === 'BLOQUEADO') return 'MORADOR_BLOQUEADO';
  if (residency === 'ATIVO') return 'MORADOR_JA_CADASTRADO';
  return (await hasPendingRequest(db, idUnidade, cpf)) ? 'SOLICITACAO_EXISTENTE' : null;
};

/** POST unit-access: the request waits for the syndic (decision 078); the three refusals answer an errorCode. */
export const requestAccess = async (
  deps: ChangeDeps,
  actor: Actor,
  input: AccessRequestInput,
  at: Date,
): Promise<UnitAccessAnswer> => {
  const { db } = deps;
  const unit = await requireUnit(db, actor.idCondo, input.idUnidade, M.unitNotFound);
  const cpf = input.cpfCnpjSolicitante;
  const refusal = await refusalOf(db, unit.idUnidade, cpf);
  if (refusal) return refused(refusal);
  const acessoApp = input.acessoApp ?? defaultAppAccess(input.tipoVinculo);
  try {
    const id = await recordChange(deps, changeBy(actor, at, ['moradores']), async (t) => {
      const newId = await insertAccessRequest(t, {
        ...input,
        acessoApp,
        idCondo: actor.idCondo,
        createdBy: actor.userId,
        createdAt: at,
      });
      return {
        result: newId,
        audit: {
          acao: 'morador.solicitar_acesso',
          entidade: 'solicitacao_acesso',
          idEntidade: newId,
          detalhes: { idUnidade: unit.idUnidade, cpf: maskId(cpf), tipoVinculo: input.tipoVinculo, acessoApp },
        },
        timeline: [
          {
            evento: 'morador.solicitar_acesso',
            valores: { nome: input.nomeSolicitante, unidade: `${unit.nmBloco} - ${unit.nome}` },
            area: 'moradores',
            idUnidade: unit.idUnidade,
            nmPessoa: input.nomeSolicitante,
            entidade: 'solicitacao_acesso',
            idEntidade: newId,
          },
        ],
      };
    });
    return { data: { success: true, errorCode: null, idSolicitacao: id } };
  } catch (error) {
    // Two desks sending the same CPF at once: the partial unique index decides, the loser gets the code.
    if (isUniqueViolation(error)) return refused((await refusalOf(db, unit.idUnidade, cpf)) ?? 'SOLICITACAO_EXISTENTE');
    throw error;
  }
};

export type ResidentUpdateInput = {
  id: number;
  idUnidade: number;
  telefone: string;
  email: string | null;
  flUsoApp?: boolean | undefined;
};

/** PUT submorador: phone and e-mail; app access only for the desk's residents; legacy ones are refused. */
export const updateResident = async (
  deps: ChangeDeps,
  actor: Actor,
  input: ResidentUpdateInput,
  at: Date,
): Promise<Resident> => {
  const { db } = deps;
  const before = await findResident(db, actor.idCondo, input.id, input.idUnidade);
  if (!before) throw new HttpError(404, M.residentNotFound);
  if (before.flCadastroDoLegado) throw new HttpError(400, M.legacyNotEditable);
  const flUsoApp = input.flUsoApp ?? before.flLiberadoParaUsarApp;
  if (flUsoApp !== before.flLiberadoParaUsarApp && before.createdBy === null)
    throw new HttpError(400, M.appAccessOnlyFrontDesk);
  const values = { telefone: input.telefone, email: input.email, flUsoApp };
  const previous = {
    telefone: before.morador.telefone,
    email: before.morador.email,
    flUsoApp: before.flLiberadoParaUsarApp,
  };
  const changed = (Object.keys(values) as (keyof typeof values)[]).filter((k) => values[k] !== previous[k]);
  await recordChange(deps, changeBy(actor, at, ['moradores']), async (t) => {
    if ((await updateResidentContact(t, actor.idCondo, input.id, values)) === 0)
      throw new HttpError(404, M.residentNotFound);
    // Which fields changed, never their values: phone and e-mail are personal data (decision 064).
    return {
      result: undefined,
      audit: {
        acao: 'morador.editar',
        entidade: 'morador',
        idEntidade: input.id,
        detalhes: { idUnidade: input.idUnidade, campos: changed },
      },
      timeline: [
        {
          evento: 'morador.editar',
          valores: { nome: before.morador.nome },
          area: 'moradores',
          idUnidade: input.idUnidade,
          nmPessoa: before.morador.nome,
          entidade: 'morador',
          idEntidade: input.id,
        },
      ],
    };
  });
  return (await findResident(db, actor.idCondo, input.id, input.idUnidade))!;
};

/**
 * DELETE submorador/{cpf}/{idUnidade}: only the user who registered the resident; the row stays as REMOVIDO. The list
 * answers masked CPFs (issue 28 §14): the web names the resident by idMorador and the masked CPF it showed, which
 * must match that resident's; without idMorador the path carries the full CPF (the spec's call).
 */
export const deleteResident = async (
  deps: ChangeDeps,
  actor: Actor,
  cpf: string,
  idUnidade: number,
  at: Date,
  idMorador?: number,
): Promise<void> => {
  const { db } = deps;
  const unit = await requireUnit(db, actor.idCondo, idUnidade, M.unitNotFound);
  const resident =
    idMorador === undefined
      ? await findResidentByCpf(db, actor.idCondo, cpf, unit.idUnidade)
      : await findResident(db, actor.idCondo, idMorador, unit.idUnidade);
  if (!resident || resident.morador.cpf !== maskId(cpf)) throw new HttpError(404, M.residentNotFound);
  if (resident.createdBy !== actor.userId) throw new HttpError(409, M.deleteOnlyCreator);
  const id = resident.morador.idMorador;
  await recordChange(deps, changeBy(actor, at, ['moradores']), async (t) => {
    if ((await removeResident(t, actor.idCondo, id, actor.userId, at)) === 0)
      throw new HttpError(404, M.residentNotFound);
    const nome = resident.morador.nome;
    return {
      result: undefined,
      audit: {
        acao: 'morador.excluir',
        entidade: 'morador',
        idEntidade: id,
        detalhes: { idUnidade, cpf: resident.morador.cpf },
      },
      timeline: [
        {
          evento: 'morador.excluir',
          valores: { nome },
          area: 'moradores',
          idUnidade,
          nmPessoa: nome,
          entidade: 'morador',
          idEntidade: id,
        },
      ],
    };
  });
};
