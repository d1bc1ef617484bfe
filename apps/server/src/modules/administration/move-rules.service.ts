import { DEFAULT_MOVE_RULES, type AdminMoveRules } from '@portaria/shared/administration/areas.schemas';
import type { Database } from '../../db/client.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { findRules, upsertRules } from './move-rules.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
type RulesValues = Omit<AdminMoveRules, 'id_mudanca_regra'>;

/** The rules, or the defaults (id null) of a condominium that never saved any: the form starts from them. */
export const moveRulesOf = async (db: Database, idCondo: number): Promise<AdminMoveRules> =>
  (await findRules(db, idCondo)) ?? DEFAULT_MOVE_RULES;

/** Saves the one row of rules; the desk's calendar and the move's server check read it from the next request. */
export const saveMoveRules = async (deps: ChangeDeps, actor: Actor, values: RulesValues, at: Date) => {
  const before = await findRules(deps.db, actor.idCondo);
  const detalhes: Record<string, { antes: unknown; depois: unknown }> = {};
  for (const key of Object.keys(values) as (keyof RulesValues)[])
    if (before?.[key] !== values[key]) detalhes[key] = { antes: before?.[key] ?? null, depois: values[key] };
  if (before && Object.keys(detalhes).length === 0) return before;
  const id = await recordChange(deps, changeBy(actor, at, ['mudancas']), async (t) => {
    const idRegra = await upsertRules(t, actor.idCondo, values);
    return {
      result: idRegra,
      audit: { acao: 'mudanca.editar_regras', entidade: 'mudanca', idEntidade: idRegra, detalhes },
    };
  });
  return { id_mudanca_regra: id, ...values };
};
