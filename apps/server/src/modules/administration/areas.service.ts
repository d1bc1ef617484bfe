import { AREA_MESSAGES as M } from '@portaria/shared/administration/areas.messages';
import type { AdminArea, AreaValues } from '@portaria/shared/administration/areas.schemas';
import { HttpError } from '../../platform/http/http-error.ts';
import { isUniqueViolation } from '../../platform/change/transaction.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { countFutureReservations, findAdminArea, insertArea, setAreaActive, updateArea } from './areas.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;

// The desk's areas, calendar and free slots are cached lists of `reservas`: every write here moves their version.
const TOUCHES = ['reservas'] as const;

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw new HttpError(409, M.nameTaken);
  throw error;
};

export const requireAdminArea = async (deps: Pick<ChangeDeps, 'db'>, actor: Actor, idArea: number) => {
  const area = await findAdminArea(deps.db, actor.idCondo, idArea);
  if (!area) throw new HttpError(404, M.areaNotFound);
  return area;
};

const FIELDS = [
  'nomeArea',
  'capacidade',
  'valorTaxaUtilizacao',
  'qtMinDiasDisponivelReserva',
  'qtDiasDisponivelReserva',
  'diasSemana',
  'abertura',
  'fechamento',
  'diaInteiro',
  'horarios',
  'precisaAprovacao',
] as const;

/** What an edit changes, as the audit log shows it: { campo: { antes, depois } } of the fields that differ. */
const changesOf = (before: AdminArea, after: AreaValues) => {
  const out: Record<string, { antes: unknown; depois: unknown }> = {};
  for (const field of FIELDS)
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      out[field] = { antes: before[field], depois: after[field] };
  return out;
};

export const createArea = async (deps: ChangeDeps, actor: Actor, values: AreaValues, at: Date) => {
  const id = await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
    const newId = await insertArea(t, actor.idCondo, values);
    const { nomeArea, valorTaxaUtilizacao, diaInteiro, precisaAprovacao } = values;
    return {
      result: newId,
      audit: {
        acao: 'area.criar',
        entidade: 'area',
        idEntidade: newId,
        detalhes: { nomeArea, valorTaxaUtilizacao, diaInteiro, precisaAprovacao },
      },
    };
  }).catch(nameTaken);
  return requireAdminArea(deps, actor, id);
};

/** Edits the area's rules; bookings already made stay as they are (the calendar applies the rules to new ones). */
export const editArea = async (deps: ChangeDeps, actor: Actor, idArea: number, values: AreaValues, at: Date) => {
  const before = await requireAdminArea(deps, actor, idArea);
  const detalhes = changesOf(before, values);
  if (Object.keys(detalhes).length === 0) return before;
  await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
    await updateArea(t, actor.idCondo, idArea, values);
    return { result: undefined, audit: { acao: 'area.editar', entidade: 'area', idEntidade: idArea, detalhes } };
  }).catch(nameTaken);
  return requireAdminArea(deps, actor, idArea);
};

/**
 * Deactivates or reactivates an area. A deactivated area leaves the desk's lists, and with it the cancel of its
 * bookings: an area with reservations still to come is refused (409) until they are cancelled.
 */
export const setAreaActiveOf = async (deps: ChangeDeps, actor: Actor, idArea: number, ativo: boolean, at: Date) => {
  const area = await requireAdminArea(deps, actor, idArea);
  if (area.ativo === ativo) return area;
  if (!ativo) {
    const n = await countFutureReservations(deps.db, actor.idCondo, idArea, at);
    if (n > 0) throw new HttpError(409, M.futureBookings.replace('{n}', String(n)));
  }
  await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
    await setAreaActive(t, actor.idCondo, idArea, ativo);
    return {
      result: undefined,
      audit: {
        acao: ativo ? 'area.reativar' : 'area.desativar',
        entidade: 'area',
        idEntidade: idArea,
        detalhes: { nomeArea: area.nomeArea },
      },
    };
  }).catch(nameTaken);
  return { ...area, ativo };
};
