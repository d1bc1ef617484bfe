import type { Key, KeyMovement, CheckOutValues } from '@portaria/shared/keys/keys.schemas';
import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import { instantOfLocal } from '@portaria/shared/keys/keys.rules';
import { fill } from '@portaria/shared/text';
import { fastDataHora } from '@portaria/shared/time-zone';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import { databaseErrorOf } from '../../platform/http/database-errors.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { unitRows } from '../condominium/people.repository.ts';
import {
  closeMovement,
  findKey,
  findMovement,
  findOpenMovement,
  hasActiveName,
  insertKey,
  insertMovement,
  toMovement,
  updateKey,
  type KeyValues,
  type MovementRow,
} from './keys.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;

const TOUCHES = ['chaves'] as const;
const OPEN_UNIQUE = 'chave_movimentos_aberto_uq';

export const requireKey = async (deps: ChangeDeps, actor: Actor, id: number, at: Date): Promise<Key> => {
  const key = await findKey(deps.db, actor.idCondo, id, at);
  if (!key) throw new HttpError(404, M.notFound);
  return key;
};

const checkKeyValues = async (deps: ChangeDeps, actor: Actor, values: KeyValues, exceptId?: number) => {
  if (values.idUnidade !== null) await requireUnit(deps.db, actor.idCondo, values.idUnidade, M.unitNotFound);
  if (await hasActiveName(deps.db, actor.idCondo, values.nome, exceptId)) throw new HttpError(409, M.duplicateName);
};

const keyTimeline = (evento: 'chave.cadastrar' | 'chave.editar' | 'chave.desativar', id: number, nome: string) => ({
  evento,
  valores: { chave: nome },
  area: 'chaves' as const,
  entidade: 'chave',
  idEntidade: id,
});

/** Catalogue (manageKeys): a new key, available at once. Two active keys may not share a name (409). */
export const createKey = async (deps: ChangeDeps, actor: Actor, values: KeyValues, at: Date): Promise<Key> => {
  await checkKeyValues(deps, actor, values);
  const id = await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
    const newId = await insertKey(t, actor.idCondo, values, at);
    return {
      result: newId,
      audit: { acao: 'chave.cadastrar', entidade: 'chave', idEntidade: newId, detalhes: values },
      timeline: [keyTimeline('chave.cadastrar', newId, values.nome)],
    };
  });
  return requireKey(deps, actor, id, at);
};

export const editKey = async (deps: ChangeDeps, actor: Actor, id: number, values: KeyValues, at: Date) => {
  const current = await requireKey(deps, actor, id, at);
  if (!current.ativa) throw new HttpError(409, M.retiredKey);
  await checkKeyValues(deps, actor, values, id);
  await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
    if (!(await updateKey(t, actor.idCondo, id, values))) throw new HttpError(409, M.retiredKey);
    return {
      result: id,
      audit: { acao: 'chave.editar', entidade: 'chave', idEntidade: id, detalhes: { antes: current, depois: values } },
      timeline: [keyTimeline('chave.editar', id, values.nome)],
    };
  });
  return requireKey(deps, actor, id, at);
};

const outMessage = (holder: Pick<MovementRow, 'portadorNome' | 'retiradaEm'>) =>
  fill(M.alreadyOut, { nome: holder.portadorNome, quando: fastDataHora(holder.retiradaEm) });

/** A retired key stays in the history; one that is out must come back first (409). */
export const retireKey = async (deps: ChangeDeps, actor: Actor, id: number, at: Date): Promise<Key> => {
  const current = await requireKey(deps, actor, id, at);
  if (!current.ativa) throw new HttpError(409, M.retiredKey);
  if (current.portador) throw new HttpError(409, fill(M.retireWhileOut, { nome: current.portador.nome }));
  await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
    // Checked again in the transaction: a check-out may have just happened.
    const holder = await findOpenMovement(t, actor.idCondo, id);
    if (holder) throw new HttpError(409, fill(M.retireWhileOut, { nome: holder.portadorNome }));
    if (!(await updateKey(t, actor.idCondo, id, { ativa: false }))) throw new HttpError(409, M.retiredKey);
    return {
      result: id,
      audit: { acao: 'chave.desativar', entidade: 'chave', idEntidade: id, detalhes: { nome: current.nome } },
      timeline: [keyTimeline('chave.desativar', id, current.nome)],
    };
  });
  return requireKey(deps, actor, id, at);
};

/** The holder as the movement records them: a resident comes from the unit, the others as the desk typed them. */
const holderOf = async (deps: ChangeDeps, actor: Actor, input: CheckOutValues) => {
  if (input.tipoPortador !== 'MORADOR') {
    return {
      portadorNome: input.portadorNome!,
      portadorDocumento: input.portadorDocumento,
      idPessoa: null,
      idUnidade: null,
    };
  }
  await requireUnit(deps.db, actor.idCondo, input.idUnidade!, M.unitNotFound);
  const resident = (await unitRows(deps.db, actor.idCondo, input.idUnidade!)).find(
    (r) => r.idMorador === input.idPessoa,
  );
  if (!resident) throw new HttpError(422, M.residentNotFound);
  return {
    portadorNome: resident.nome,
    portadorDocumento: input.portadorDocumento,
    idPessoa: resident.idMorador,
    idUnidade: resident.idUnidade,
  };
};

const isOpenClash = (error: unknown) => {
  const e = databaseErrorOf(error);
  return e?.code === '23505' && String(e.constraint ?? '').includes(OPEN_UNIQUE);
};

/**
 * Check out: the expected return must be after now (422), the key active (422) and in (409, naming who has it).
 * Two desks at once: the partial unique index lets one insert win; the other's unique violation is the same 409.
 */
export const checkOutKey = async (
  deps: ChangeDeps,
  actor: Actor,
  idChave: number,
  input: CheckOutValues,
  at: Date,
): Promise<KeyMovement> => {
  const key = await requireKey(deps, actor, idChave, at);
  if (!key.ativa) throw new HttpError(422, M.retiredKey);
  const devolucaoPrevista = instantOfLocal(input.devolucaoPrevista)!;
  if (devolucaoPrevista.getTime() <= at.getTime()) throw new HttpError(422, M.returnInPast);
  const rejectOut = async () => {
    const holder = await findOpenMovement(deps.db, actor.idCondo, idChave);
    // The winner committed before the loser's insert failed, so its row is there to name.
    return new HttpError(409, holder ? outMessage(holder) : M.alreadyOutNow);
  };
  if (key.portador) throw await rejectOut();
  const holder = await holderOf(deps, actor, input);
  let id: number;
  try {
    id = await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
      const newId = await insertMovement(
        t,
        actor.idCondo,
        { idChave, tipoPortador: input.tipoPortador, ...holder, devolucaoPrevista, entreguePor: actor.userId },
        at,
      );
      return {
        result: newId,
        audit: {
          acao: 'chave.entregar',
          entidade: 'chave_movimento',
          idEntidade: newId,
          detalhes: { idChave, tipoPortador: input.tipoPortador, idPessoa: holder.idPessoa, devolucaoPrevista },
        },
        timeline: [
          {
            evento: 'chave.entregar' as const,
            valores: { chave: key.nome, nome: holder.portadorNome, quando: fastDataHora(devolucaoPrevista) },
            area: 'chaves' as const,
            idUnidade: holder.idUnidade,
            nmPessoa: holder.portadorNome,
            entidade: 'chave_movimento',
            idEntidade: newId,
          },
        ],
      };
    });
  } catch (error) {
    if (isOpenClash(error)) throw await rejectOut();
    throw error;
  }
  return toMovement((await findMovement(deps.db, actor.idCondo, id))!, at);
};

/** Check in, by anyone with the keys permission; a second check-in of the same movement is 409. */
export const checkInKey = async (deps: ChangeDeps, actor: Actor, id: number, at: Date): Promise<KeyMovement> => {
  const movement = await findMovement(deps.db, actor.idCondo, id);
  if (!movement) throw new HttpError(404, M.movementNotFound);
  if (movement.devolvidaEm !== null) throw new HttpError(409, M.alreadyReturned);
  await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
    if (!(await closeMovement(t, actor.idCondo, id, actor.userId, at))) throw new HttpError(409, M.alreadyReturned);
    return {
      result: id,
      audit: {
        acao: 'chave.receber',
        entidade: 'chave_movimento',
        idEntidade: id,
        detalhes: { idChave: movement.idChave, atrasada: movement.devolucaoPrevista.getTime() < at.getTime() },
      },
      timeline: [
        {
          evento: 'chave.receber' as const,
          valores: { chave: movement.chave, nome: movement.portadorNome },
          area: 'chaves' as const,
          idUnidade: movement.idUnidade,
          nmPessoa: movement.portadorNome,
          entidade: 'chave_movimento',
          idEntidade: id,
        },
      ],
    };
  });
  return toMovement((await findMovement(deps.db, actor.idCondo, id))!, at);
};
