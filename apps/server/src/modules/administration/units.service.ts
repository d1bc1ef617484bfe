import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { unitNamesForFloors, unitNamesFromList, UNIT_BULK } from '@portaria/shared/administration/unit-names';
import type { BulkUnitsBody } from '@portaria/shared/administration/administration.schemas';
import { DATA_LIST_IDS } from '@portaria/shared/areas';
import { HttpError } from '../../platform/http/http-error.ts';
import { isUniqueViolation } from '../../platform/change/transaction.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import {
  countBlocks,
  existingUnitNames,
  findBlock,
  findUnit,
  insertBlock,
  insertUnits,
  isMultiBlock,
  renameBlock,
  updateUnit,
} from './units.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;

/**
 * The pickers read the condominium tree (never cached), but the cached lists of every area show block and unit
 * names: a rename or a deactivation moves them all, in the change's transaction.
 */
const everyList = (actor: Actor, at: Date) => changeBy(actor, at, DATA_LIST_IDS);

const clash = (message: string) => (error: unknown) => {
  if (isUniqueViolation(error)) throw new HttpError(409, message);
  throw error;
};

const requireBlock = async (deps: ChangeDeps, actor: Actor, idBloco: number) => {
  const block = await findBlock(deps.db, actor.idCondo, idBloco);
  if (!block) throw new HttpError(404, M.blockNotFound);
  return block;
};

export const createBlock = async (deps: ChangeDeps, actor: Actor, nome: string, at: Date) => {
  if (!(await isMultiBlock(deps.db, actor.idCondo)) && (await countBlocks(deps.db, actor.idCondo)) > 0)
    throw new HttpError(409, M.singleBlockHasOne);
  const idBloco = await recordChange(deps, changeBy(actor, at), async (t) => {
    const id = await insertBlock(t, actor.idCondo, nome);
    return { result: id, audit: { acao: 'bloco.criar', entidade: 'bloco', idEntidade: id, detalhes: { nome } } };
  }).catch(clash(M.blockTaken));
  return { idBloco, nome, unidades: [] };
};

export const renameBlockOf = async (deps: ChangeDeps, actor: Actor, idBloco: number, nome: string, at: Date) => {
  const block = await requireBlock(deps, actor, idBloco);
  if (block.nome !== nome)
    await recordChange(deps, everyList(actor, at), async (t) => {
      await renameBlock(t, idBloco, nome);
      const detalhes = { nome: { antes: block.nome, depois: nome } };
      return { result: undefined, audit: { acao: 'bloco.renomear', entidade: 'bloco', idEntidade: idBloco, detalhes } };
    }).catch(clash(M.blockTaken));
  return { idBloco, nome, unidades: [] };
};

const namesOf = (body: BulkUnitsBody): string[] =>
  body.modo === 'andares'
    ? unitNamesForFloors(body.andarInicial, body.andarFinal, body.porAndar)
    : unitNamesFromList(body.nomes);

/** Generates the units the block does not have yet: running it twice creates nothing the second time. */
export const createUnits = async (deps: ChangeDeps, actor: Actor, idBloco: number, body: BulkUnitsBody, at: Date) => {
  const block = await requireBlock(deps, actor, idBloco);
  const names = namesOf(body);
  if (names.length === 0) throw new HttpError(422, M.unitListEmpty);
  if (names.length > UNIT_BULK.maxUnits) throw new HttpError(422, M.tooManyUnits);
  const tooLong = names.find((n) => n.length > UNIT_BULK.maxName);
  if (tooLong) throw new HttpError(422, `${M.unitNameTooLong}: ${tooLong.slice(0, 30)}…`);
  const existing = await existingUnitNames(deps.db, idBloco, names);
  const fresh = names.filter((n) => !existing.has(n.toLowerCase()));
  const criadas =
    fresh.length === 0
      ? []
      : await recordChange(deps, changeBy(actor, at), async (t) => {
          const created = await insertUnits(t, idBloco, fresh);
          const detalhes = {
            bloco: block.nome,
            quantidade: created.length,
            primeira: created[0],
            ultima: created.at(-1),
          };
          return {
            result: created,
            audit: { acao: 'unidade.criar_lote', entidade: 'bloco', idEntidade: idBloco, detalhes },
          };
        });
  const created = new Set(criadas);
  const existentes = names.filter((n) => !created.has(n));
  return { criadas, existentes, message: M.unitsCreated(criadas.length, existentes.length) };
};

export const editUnit = async (
  deps: ChangeDeps,
  actor: Actor,
  idUnidade: number,
  values: { nome: string; ativa: boolean },
  at: Date,
) => {
  const unit = await findUnit(deps.db, actor.idCondo, idUnidade);
  if (!unit) throw new HttpError(404, M.unitNotFound);
  if (unit.nome === values.nome && unit.ativa === values.ativa) return { idUnidade, ...values };
  await recordChange(deps, everyList(actor, at), async (t) => {
    await updateUnit(t, idUnidade, values);
    const detalhes: Record<string, unknown> = {};
    if (unit.nome !== values.nome) detalhes.nome = { antes: unit.nome, depois: values.nome };
    if (unit.ativa !== values.ativa) detalhes.ativa = { antes: unit.ativa, depois: values.ativa };
    return {
      result: undefined,
      audit: { acao: 'unidade.editar', entidade: 'unidade', idEntidade: idUnidade, detalhes },
    };
  }).catch(clash(M.unitTaken));
  return { idUnidade, ...values };
};
