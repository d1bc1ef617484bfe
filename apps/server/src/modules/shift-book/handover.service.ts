import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { mustConfirm } from '@portaria/shared/shift-book/shift-book.rules';
import type { Handover, Reading } from '@portaria/shared/shift-book/shift-book.schemas';
import { changeBy, recordChange, unchanged, type ChangeDeps } from '../../platform/change/record-change.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  entriesOfCondo,
  findLastHandover,
  findReading,
  handoverExists,
  insertHandover,
  insertReading,
} from './handover.repository.ts';
import { findPersonName, listOpenEntries } from './shift-book.repository.ts';
import { toEntry, type Actor } from './shift-book.service.ts';

const toHandover = (h: { id: number; resumo: string; autorNome: string; criadoEm: Date }): Handover => ({
  id: h.id,
  resumo: h.resumo,
  autor: h.autorNome,
  criadoEm: h.criadoEm.toISOString(),
});

/** The outgoing doorkeeper closes the shift with a summary: the next one reads it before the dashboard. */
export const closeShift = async (deps: ChangeDeps, actor: Actor, resumo: string, at: Date): Promise<Handover> => {
  const autorNome = await findPersonName(deps.db, actor.userId);
  return recordChange(deps, changeBy(actor, at, ['livro']), async (t) => {
    const row = await insertHandover(t, { idCondo: actor.idCondo, resumo, idUsuario: actor.userId, autorNome, at });
    return {
      result: toHandover(row),
      audit: { acao: 'livro.passar_plantao', entidade: 'livro_passagem', idEntidade: row.id, detalhes: {} },
      timeline: [
        {
          evento: 'livro.passar_plantao' as const,
          valores: { nome: autorNome },
          area: 'livro' as const,
          entidade: 'livro_passagem',
          idEntidade: row.id,
        },
      ],
    };
  });
};

/**
 * The reading gate (decision 123): the last handover and the open items, only while the person has not confirmed
 * that handover. Their own handover needs no confirmation; with no handover yet there is nothing to confirm.
 */
export const readingFor = async (deps: ChangeDeps, actor: Actor, now: Date): Promise<Reading> => {
  const last = await findLastHandover(deps.db, actor.idCondo, actor.userId);
  const pending = mustConfirm(
    last && { idUsuario: last.idUsuario, confirmed: last.confirmadoEm !== null },
    actor.userId,
  );
  if (!last || !pending) return { pendente: false, passagem: null, registros: [] };
  const open = await listOpenEntries(deps.db, actor.idCondo);
  return {
    pendente: true,
    passagem: toHandover(last),
    registros: open.map((row) => toEntry(row, actor.userId, now)),
  };
};

/** 'Li e estou ciente', once per person and handover: the second answers the first (idempotent). */
export const confirmReading = async (
  deps: ChangeDeps,
  actor: Actor,
  input: { idPassagem: number; registros: number[] },
  at: Date,
) => {
  const last = await findLastHandover(deps.db, actor.idCondo, actor.userId);
  const answer = (r: { idPassagem: number | null; nome: string; confirmadoEm: Date }) => ({
    idPassagem: r.idPassagem!,
    nome: r.nome,
    confirmadoEm: r.confirmadoEm.toISOString(),
  });
  const before = await findReading(deps.db, actor.idCondo, input.idPassagem, actor.userId);
  if (before) return answer(before);
  if (!last || last.id !== input.idPassagem) {
    // Another condominium's handover is as unknown as a missing one; an older one of this condominium is a 409.
    if (!(await handoverExists(deps.db, actor.idCondo, input.idPassagem))) throw new HttpError(404, M.handoverNotFound);
    throw new HttpError(409, M.handoverNotLatest);
  }
  const nome = await findPersonName(deps.db, actor.userId);
  const registros = await entriesOfCondo(deps.db, actor.idCondo, [...new Set(input.registros)]);
  return recordChange(deps, changeBy(actor, at), async (t) => {
    const row = await insertReading(t, {
      idCondo: actor.idCondo,
      idPassagem: input.idPassagem,
      idUsuario: actor.userId,
      nome,
      registros,
      at,
    });
    // A confirmation that raced this one committed first: answer it, write nothing.
    if (!row) return unchanged(answer((await findReading(t, actor.idCondo, input.idPassagem, actor.userId))!));
    return {
      result: answer(row),
      audit: {
        acao: 'livro.confirmar_leitura',
        entidade: 'livro_passagem',
        idEntidade: input.idPassagem,
        detalhes: { registros },
      },
    };
  });
};
