import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import type { CondominiumSettings } from '@portaria/shared/administration/administration.schemas';
import { HttpError } from '../../platform/http/http-error.ts';
import { isUniqueViolation } from '../../platform/change/transaction.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { ContextCache } from '../../platform/access/context-cache.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import {
  clashOf,
  findSettings,
  insertCondominium,
  setActive,
  updateSettings,
  type CondominiumValues,
} from './condominiums.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
export type NewCondominium = CondominiumValues & { referencia: number | null; multiplosBlocos: boolean };

/** A unique clash read as the form's pt-BR message: 409, the rest rethrown. */
export const asClash = (error: unknown): never => {
  if (isUniqueViolation(error)) {
    const field = clashOf(error);
    if (field === 'cnpj') throw new HttpError(409, M.cnpjTaken);
    if (field === 'referencia') throw new HttpError(409, M.referenceTaken);
    if (field === 'cpf') throw new HttpError(409, M.cpfTaken);
  }
  throw error;
};

const settingsOf = async (deps: ChangeDeps, idCondo: number): Promise<CondominiumSettings> => {
  const settings = await findSettings(deps.db, idCondo);
  if (!settings) throw new HttpError(404, M.condominiumInactive);
  return settings;
};

export const createCondominium = async (
  deps: ChangeDeps,
  actor: Actor,
  values: NewCondominium,
  at: Date,
): Promise<CondominiumSettings> => {
  const idCondo = await recordChange(deps, changeBy(actor, at), async (t) => {
    const id = await insertCondominium(t, values, actor.userId);
    return {
      result: id,
      audit: { acao: 'condominio.criar', entidade: 'condominio', idEntidade: id, detalhes: { nome: values.nome } },
    };
  }).catch(asClash);
  return settingsOf(deps, idCondo);
};

const changed = (before: CondominiumSettings, after: CondominiumValues) =>
  Object.fromEntries(
    Object.entries(after)
      // An absent field (an older client's form) is left as it was, so it is no change.
      .filter(([key, value]) => value !== undefined && (before as Record<string, unknown>)[key] !== (value ?? null))
      .map(([key, value]) => [key, { antes: (before as Record<string, unknown>)[key], depois: value }]),
  );

export const editCondominium = async (
  deps: ChangeDeps,
  actor: Actor,
  values: CondominiumValues,
  at: Date,
): Promise<CondominiumSettings> => {
  const before = await settingsOf(deps, actor.idCondo);
  await recordChange(deps, changeBy(actor, at), async (t) => {
    await updateSettings(t, actor.idCondo, values);
    return {
      result: undefined,
      audit: {
        acao: 'condominio.editar',
        entidade: 'condominio',
        idEntidade: actor.idCondo,
        detalhes: changed(before, { ...values, nomeFantasia: values.nomeFantasia ?? values.nome }),
      },
    };
  }).catch(asClash);
  return settingsOf(deps, actor.idCondo);
};

/** Deactivating twice (or reactivating an active one) changes nothing and records nothing. */
export const setCondominiumActive = async (
  deps: ChangeDeps & { contexts: ContextCache },
  actor: Actor,
  ativo: boolean,
  at: Date,
): Promise<CondominiumSettings> => {
  const before = await settingsOf(deps, actor.idCondo);
  if (before.ativo === ativo) return before;
  // A deactivated condominium opens to its administrators only: everyone else's next request is refused (decision 132).
  await deps.contexts.forgetAfter({ idCondo: actor.idCondo }, () =>
    recordChange(deps, changeBy(actor, at), async (t) => {
      await setActive(t, actor.idCondo, ativo);
      const acao = ativo ? 'condominio.reativar' : 'condominio.desativar';
      return { result: undefined, audit: { acao, entidade: 'condominio', idEntidade: actor.idCondo } };
    }),
  );
  return settingsOf(deps, actor.idCondo);
};
