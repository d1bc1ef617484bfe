import { isUniqueViolation } from '../../platform/change/transaction.ts';
import { VEHICLE_MESSAGES as M, duplicatePlateMessage } from '@portaria/shared/vehicles/vehicles.messages';
import type { Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import {
  deactivateVehicle,
  findActivePlate,
  findVehicle,
  insertVehicle,
  updateVehicle,
  type VehicleValues,
} from './vehicles.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;

const unitLabel = (unit: { nmBloco: string; nome: string }) => `${unit.nmBloco} - ${unit.nome}`;

const assertPlateFree = async (db: Database, idCondo: number, placa: string | null, exceptId?: number) => {
  if (!placa) return;
  const holder = await findActivePlate(db, idCondo, placa, exceptId);
  if (holder) throw new HttpError(409, duplicatePlateMessage(placa, unitLabel(holder)));
};

/** Two desks saving the same plate at once: the unique index decides, the loser gets the same 409. */
const guardDuplicate = async <T>(db: Database, idCondo: number, placa: string | null, work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    if (placa && isUniqueViolation(error)) await assertPlateFree(db, idCondo, placa);
    throw error;
  }
};

const auditFields = (v: Pick<VehicleValues, 'idUnidade' | 'tipo' | 'placa' | 'cor'>) => ({
  idUnidade: v.idUnidade,
  tipo: v.tipo,
  placa: v.placa,
  cor: v.cor,
});

export const createVehicle = async (
  deps: ChangeDeps,
  actor: Actor,
  values: VehicleValues,
  at: Date,
): Promise<Vehicle> => {
  const { db } = deps;
  await requireUnit(db, actor.idCondo, values.idUnidade, M.unitNotFound);
  await assertPlateFree(db, actor.idCondo, values.placa);
  const id = await guardDuplicate(db, actor.idCondo, values.placa, () =>
    recordChange(deps, changeBy(actor, at, ['veiculos']), async (t) => {
      const newId = await insertVehicle(t, actor.idCondo, actor.userId, values, at);
      return {
        result: newId,
        audit: { acao: 'veiculo.cadastrar', entidade: 'veiculo', idEntidade: newId, detalhes: auditFields(values) },
        timeline: [
          {
            evento: 'veiculo.cadastrar',
            valores: { placa: values.placa ?? '' },
            area: 'veiculos',
            idUnidade: values.idUnidade,
            entidade: 'veiculo',
            idEntidade: newId,
          },
        ],
      };
    }),
  );
  return (await findVehicle(db, actor.idCondo, id))!;
};

const changedFields = (before: Vehicle, after: VehicleValues) => {
  const previous: Record<string, unknown> = {
    idUnidade: before.unidade.idUnidade,
    tipo: before.tipo,
    placa: before.placa,
    cor: before.cor,
    modelo: before.modelo,
    observacao: before.observacao,
    vagaAlugada: before.vagaAlugada === 'S',
  };
  return Object.fromEntries(
    Object.entries(after)
      .filter(([key, value]) => previous[key] !== value)
      .map(([key, value]) => [key, { antes: previous[key], depois: value }]),
  );
};

export const editVehicle = async (
  deps: ChangeDeps,
  actor: Actor,
  id: number,
  values: VehicleValues & { ativo: boolean },
  at: Date,
): Promise<Vehicle> => {
  const { db } = deps;
  const before = await findVehicle(db, actor.idCondo, id);
  if (!before) throw new HttpError(404, M.vehicleNotFound);
  await requireUnit(db, actor.idCondo, values.idUnidade, M.unitNotFound);
  const { ativo, ...fields } = values;
  if (ativo) await assertPlateFree(db, actor.idCondo, values.placa, id);
  await guardDuplicate(db, actor.idCondo, values.placa, () =>
    recordChange(deps, changeBy(actor, at, ['veiculos']), async (t) => {
      if ((await updateVehicle(t, actor.idCondo, id, values, at)) === 0) throw new HttpError(404, M.vehicleNotFound);
      const acao = ativo ? 'veiculo.editar' : 'veiculo.excluir';
      return {
        result: undefined,
        audit: {
          acao,
          entidade: 'veiculo',
          idEntidade: id,
          detalhes: { alteracoes: changedFields(before, fields), placa: values.placa },
        },
        timeline: [
          {
            evento: acao,
            valores: { placa: values.placa ?? '' },
            area: 'veiculos',
            idUnidade: values.idUnidade,
            entidade: 'veiculo',
            idEntidade: id,
          },
        ],
      };
    }),
  );
  return (await findVehicle(db, actor.idCondo, id, { includeInactive: true }))!;
};

export const removeVehicle = async (deps: ChangeDeps, actor: Actor, id: number, at: Date): Promise<void> => {
  const { db } = deps;
  const before = await findVehicle(db, actor.idCondo, id);
  if (!before) throw new HttpError(404, M.vehicleNotFound);
  await recordChange(deps, changeBy(actor, at, ['veiculos']), async (t) => {
    if ((await deactivateVehicle(t, actor.idCondo, id, at)) === 0) throw new HttpError(404, M.vehicleNotFound);
    const detalhes = { idUnidade: before.unidade.idUnidade, tipo: before.tipo, placa: before.placa, cor: before.cor };
    return {
      result: undefined,
      audit: { acao: 'veiculo.excluir', entidade: 'veiculo', idEntidade: id, detalhes },
      timeline: [
        {
          evento: 'veiculo.excluir',
          valores: { placa: before.placa ?? '' },
          area: 'veiculos',
          idUnidade: before.unidade.idUnidade,
          entidade: 'veiculo',
          idEntidade: id,
        },
      ],
    };
  });
};
