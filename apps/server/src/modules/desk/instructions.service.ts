import { todayIn } from '@portaria/shared/common/day';
import { INSTRUCTION_MESSAGES as M } from '@portaria/shared/desk/instructions.messages';
import { INSTRUCTION_TYPES } from '@portaria/shared/desk/instructions.rules';
import type { CreateInstruction, Instruction } from '@portaria/shared/desk/instructions.schemas';
import type { z } from 'zod';
import type { createInstructionSchema } from '@portaria/shared/desk/instructions.schemas';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { endInstruction, findInstruction, insertInstruction, listUnitInstructions } from './instructions.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
type Input = z.output<typeof createInstructionSchema> & Partial<CreateInstruction>;

export const unitInstructions = async (deps: ChangeDeps, actor: Actor, idUnidade: number, now: Date) => {
  await requireUnit(deps.db, actor.idCondo, idUnidade, M.unitNotFound);
  return listUnitInstructions(deps.db, actor.idCondo, idUnidade, todayIn(now));
};

/** One that ends before today would never be seen: 422. The row, its audit entry and its timeline line commit together. */
export const createInstruction = async (
  deps: ChangeDeps,
  actor: Actor,
  idUnidade: number,
  input: Input,
  at: Date,
): Promise<Instruction> => {
  const today = todayIn(at);
  if (input.fim !== null && input.fim < today) throw new HttpError(422, M.untilInPast);
  await requireUnit(deps.db, actor.idCondo, idUnidade, M.unitNotFound);
  const id = await recordChange(deps, changeBy(actor, at), async (t) => {
    const newId = await insertInstruction(t, {
      idCondo: actor.idCondo,
      idUnidade,
      tipo: input.tipo,
      texto: input.texto,
      inicio: input.inicio,
      fim: input.fim,
      criadaPor: actor.userId,
      criadaEm: at,
    });
    return {
      result: newId,
      audit: {
        acao: 'instrucao.criar',
        entidade: 'instrucao_unidade',
        idEntidade: newId,
        detalhes: { idUnidade, tipo: input.tipo, inicio: input.inicio, fim: input.fim },
      },
      timeline: [
        {
          evento: 'instrucao.criar' as const,
          valores: { tipo: INSTRUCTION_TYPES[input.tipo] },
          area: 'instrucoes' as const,
          idUnidade,
          entidade: 'instrucao_unidade',
          idEntidade: newId,
        },
      ],
    };
  });
  return (await findInstruction(deps.db, actor.idCondo, id, today))!;
};

/** Ends it now; another condominium's or an unknown one is 404, one already ended 409. */
export const closeInstruction = async (deps: ChangeDeps, actor: Actor, id: number, at: Date): Promise<Instruction> => {
  const today = todayIn(at);
  const current = await findInstruction(deps.db, actor.idCondo, id, today);
  if (!current) throw new HttpError(404, M.notFound);
  if (current.encerradaEm !== null) throw new HttpError(409, M.alreadyEnded);
  await recordChange(deps, changeBy(actor, at), async (t) => {
    const ended = await endInstruction(t, actor.idCondo, id, actor.userId, at);
    if (!ended) throw new HttpError(409, M.alreadyEnded);
    return {
      result: ended.id,
      audit: {
        acao: 'instrucao.encerrar',
        entidade: 'instrucao_unidade',
        idEntidade: id,
        detalhes: { tipo: ended.tipo },
      },
      timeline: [
        {
          evento: 'instrucao.encerrar' as const,
          valores: { tipo: INSTRUCTION_TYPES[ended.tipo as keyof typeof INSTRUCTION_TYPES] },
          area: 'instrucoes' as const,
          idUnidade: ended.idUnidade,
          entidade: 'instrucao_unidade',
          idEntidade: id,
        },
      ],
    };
  });
  return (await findInstruction(deps.db, actor.idCondo, id, today))!;
};
