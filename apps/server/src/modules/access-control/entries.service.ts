import { VISITOR_LABELS, VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import {
  entryTimeText,
  isScheduledOn,
  type EntryType,
  type VisitorType,
} from '@portaria/shared/access-control/visitors.rules';
import { localDateTime, todayIn } from '@portaria/shared/common/day';
import { fill } from '@portaria/shared/text';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { isUniqueViolation } from '../../platform/change/transaction.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { listOpenVisits } from './entries-open-visits.repository.ts';
import { closeVisit, findLastVisit, findVisit, insertEntry, type VisitRow } from './entries-visits.repository.ts';
import { findSchedule, findVisitorUnit, groupedSchedulesOf } from './visitors.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
export type EntryLogged = { idLogEntrada: number; tipo: EntryType; data: string };
type Visit = { idVisitanteUnidade: number; idAutorizacao: number | null; idLogEntrada?: number | null | undefined };

const visitorOf = async (db: Database, actor: Actor, idVisitanteUnidade: number) => {
  const visitor = await findVisitorUnit(db, actor.idCondo, idVisitanteUnidade);
  if (!visitor) throw new HttpError(404, M.visitorNotFound);
  return visitor;
};

const scheduleOf = async (db: Database, actor: Actor, visit: Visit) => {
  if (!visit.idAutorizacao) return null;
  const schedule = await findSchedule(db, actor.idCondo, visit.idAutorizacao);
  if (!schedule || schedule.idVisitanteUnidade !== visit.idVisitanteUnidade)
    throw new HttpError(404, M.scheduleNotFound);
  return schedule;
};

/** The visitor-unit's last visit of this schedule (or of no schedule, for INTERFONAR arrivals). */
const lastVisit = (db: Database, actor: Actor, visit: Visit) => findLastVisit(db, actor.idCondo, visit);

/** Refused while the person is inside (an open entry, any day, for any of their units): who, and since when. */
const refuseWhileInside = async (db: Database, actor: Actor, idVisitanteUnidade: number) => {
  const [open] = await listOpenVisits(db, actor.idCondo, { idVisitanteUnidade }, { limit: 1, offset: 0 });
  if (open)
    throw new HttpError(
      409,
      fill(M.visitorStillInside, { nome: open.nmVisitante, desde: entryTimeText(open.dtEntrada!) }),
    );
};

/** The timeline's line of an entry or exit: who, as the desk names the kind of visitor. */
const visitEvent = (
  tipo: EntryType,
  visitor: { idUnidade: number | null; visitante: { visitanteTipo: VisitorType; nome: string } },
  id: number,
) => ({
  evento: tipo === 'ENTRADA' ? ('visita.registrar_entrada' as const) : ('visita.registrar_saida' as const),
  valores: { tipo: VISITOR_LABELS.visitanteTipo[visitor.visitante.visitanteTipo], nome: visitor.visitante.nome },
  area: 'acessos' as const,
  idUnidade: visitor.idUnidade,
  nmPessoa: visitor.visitante.nome,
  entidade: 'log_entrada',
  idEntidade: id,
});

/**
 * An entry on the server's clock: a scheduled visit once per day and only on a day its schedule is valid; any entry
 * only while the person is not inside (an open entry of any day, decision 094).
 */
export const registerEntry = async (deps: ChangeDeps, actor: Actor, visit: Visit, at: Date): Promise<EntryLogged> => {
  const { db } = deps;
  const visitor = await visitorOf(db, actor, visit.idVisitanteUnidade);
  const schedule = await scheduleOf(db, actor, visit);
  const today = todayIn(at);
  const tipoAutorizacao = schedule?.tipoAutorizacao ?? 'INTERFONAR';
  if (tipoAutorizacao !== 'INTERFONAR') {
    const last = await lastVisit(db, actor, visit);
    if (last?.dia === today) throw new HttpError(409, M.entryAlreadyRegistered);
    if (!isScheduledOn(schedule!, today)) throw new HttpError(409, M.scheduleNotValidToday);
  }
  await refuseWhileInside(db, actor, visit.idVisitanteUnidade);
  try {
    return await recordChange(deps, changeBy(actor, at, ['acessos']), async (t) => {
      const id = await insertEntry(t, actor.idCondo, {
        idVisitanteUnidade: visit.idVisitanteUnidade,
        idAutorizacao: schedule?.id ?? null,
        tipoAutorizacao,
        idUnidade: visitor.idUnidade,
        dia: today,
        dtEntrada: at,
        entradaPor: actor.userId,
      });
      return {
        result: { idLogEntrada: id, tipo: 'ENTRADA' as const, data: localDateTime(at) },
        audit: {
          acao: 'visita.registrar_entrada',
          entidade: 'log_entrada',
          idEntidade: id,
          detalhes: { idVisitanteUnidade: visit.idVisitanteUnidade, idAutorizacao: schedule?.id ?? null },
        },
        timeline: [visitEvent('ENTRADA', visitor, id)],
      };
    });
  } catch (error) {
    // Two desks at once: the unique index on (schedule, day) lets one entry through.
    if (isUniqueViolation(error)) throw new HttpError(409, M.entryAlreadyRegistered);
    throw error;
  }
};

/** The visit named by the exit (an open card of any day), of this visitor-unit and condominium. */
const namedVisit = async (db: Database, actor: Actor, visit: Visit, idLogEntrada: number) => {
  const row = await findVisit(db, actor.idCondo, visit.idVisitanteUnidade, idLogEntrada);
  if (!row) throw new HttpError(404, M.visitNotFound);
  if (row.dtSaida) throw new HttpError(409, M.exitAlreadyRegistered);
  return row;
};

/**
 * An exit closes the visit's open entry at the server's time, whatever day it began: the visit named by
 * idLogEntrada, or the schedule's last visit. Refused without an entry, or when that visit's exit is already in.
 */
export const registerExit = async (deps: ChangeDeps, actor: Actor, visit: Visit, at: Date): Promise<EntryLogged> => {
  const { db } = deps;
  const visitor = await visitorOf(db, actor, visit.idVisitanteUnidade);
  let last: VisitRow | null;
  if (visit.idLogEntrada) last = await namedVisit(db, actor, visit, visit.idLogEntrada);
  else {
    await scheduleOf(db, actor, visit);
    last = await lastVisit(db, actor, visit);
  }
  if (!last) throw new HttpError(409, M.exitWithoutEntry);
  if (last.dtSaida) throw new HttpError(409, last.dia === todayIn(at) ? M.exitAlreadyRegistered : M.exitWithoutEntry);
  return recordChange(deps, changeBy(actor, at, ['acessos']), async (t) => {
    const id = await closeVisit(t, actor.idCondo, last.id, at, actor.userId);
    if (!id) throw new HttpError(409, M.exitAlreadyRegistered);
    return {
      result: { idLogEntrada: id, tipo: 'SAIDA' as const, data: localDateTime(at) },
      audit: {
        acao: 'visita.registrar_saida',
        entidade: 'log_entrada',
        idEntidade: id,
        detalhes: { idVisitanteUnidade: visit.idVisitanteUnidade },
      },
      timeline: [visitEvent('SAIDA', visitor, id)],
    };
  });
};

/**
 * The quick entry of a known visitor: the first of its schedules valid today whose visit has not come in yet;
 * otherwise an INTERFONAR arrival (its INTERFONAR schedule when it has one).
 */
export const quickEntry = async (
  deps: ChangeDeps,
  actor: Actor,
  idVisitanteUnidade: number,
  at: Date,
): Promise<EntryLogged> => {
  const { db } = deps;
  await visitorOf(db, actor, idVisitanteUnidade);
  const today = todayIn(at);
  const { ativas } = await groupedSchedulesOf(db, idVisitanteUnidade, today);
  for (const s of ativas) {
    const days = { ...s, diasSemana: s.recorrencia?.recorrencias.map((r) => r.valorRecorrencia) ?? [] };
    if (!isScheduledOn(days, today)) continue;
    const last = await lastVisit(db, actor, { idVisitanteUnidade, idAutorizacao: s.id });
    if (last?.dia !== today) return registerEntry(deps, actor, { idVisitanteUnidade, idAutorizacao: s.id }, at);
  }
  const intercom = ativas.find((s) => s.tipoAutorizacao === 'INTERFONAR');
  return registerEntry(deps, actor, { idVisitanteUnidade, idAutorizacao: intercom?.id ?? null }, at);
};
