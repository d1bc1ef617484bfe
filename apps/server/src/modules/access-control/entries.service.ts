import { VISITOR_LABELS, VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import {
  entryTimeText,
  isScheduledOn,
  type EntryType,
  type VisitorType,
} from '@portaria/shared/access-control/visitors.rules';
import { entryEndpoints } from '@portaria/shared/access-control/visitors.endpoints';
import { localDateTime, todayIn } from '@portaria/shared/common/day';
import { endpointKey } from '@portaria/shared/common/endpoint';
import { fill } from '@portaria/shared/text';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { isUniqueViolation } from '../../platform/change/transaction.ts';
import { recordChange, type ChangeDeps, type IdempotentResult } from '../../platform/change/record-change.ts';
import { offlineChange, type OfflineWrite } from '../../platform/http/offline-write.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { listOpenVisits } from './entries-open-visits.repository.ts';
import { closeVisit, findLastVisit, findVisit, insertEntry, type VisitRow } from './entries-visits.repository.ts';
import { findVisitorUnit } from './visitors.repository.ts';
import { findSchedule, groupedSchedulesOf } from './schedules.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
export type EntryLogged = { idLogEntrada: number; tipo: EntryType; data: string };
/** The answer of an entry or exit, replayed as it was for a repeated Idempotency-Key (decision 128). */
export type EntryAnswer = IdempotentResult<EntryLogged>;
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

type Keyed = { route: string; fingerprint: unknown; statusCode: number };
const REGISTER = endpointKey(entryEndpoints.register);
const QUICK_ENTRY = endpointKey(entryEndpoints.quickEntry);
/** What makes two requests of the register route "the same": the visit and the kind, never the screen's clock. */
const logged = (tipo: EntryType, visit: Visit): Keyed => ({
  route: REGISTER,
  fingerprint: { tipo, ...visit, idLogEntrada: visit.idLogEntrada ?? null },
  statusCode: 200,
});
const changeOf = (actor: Actor, write: OfflineWrite, keyed: Keyed) =>
  offlineChange(actor, write, ['acessos'], { route: keyed.route, fingerprint: keyed.fingerprint });

/**
 * An entry when it happened (the server's clock, or the desk's moment of an offline write, decision 128): a scheduled
 * visit once per day and only on a day its schedule is valid; any entry only while the person is not inside (an open
 * entry of any day, decision 094). The rules read inside the change, after its key: a replay answers the first answer.
 */
export const registerEntry = async (
  deps: ChangeDeps,
  actor: Actor,
  visit: Visit,
  write: OfflineWrite,
  keyed: Keyed = logged('ENTRADA', visit),
): Promise<EntryAnswer> => {
  const at = write.at;
  const today = todayIn(at);
  try {
    return await recordChange<EntryLogged>(deps, changeOf(actor, write, keyed), async (t) => {
      const visitor = await visitorOf(t, actor, visit.idVisitanteUnidade);
      const schedule = await scheduleOf(t, actor, visit);
      const tipoAutorizacao = schedule?.tipoAutorizacao ?? 'INTERFONAR';
      if (tipoAutorizacao !== 'INTERFONAR') {
        const last = await lastVisit(t, actor, visit);
        if (last?.dia === today) throw new HttpError(409, M.entryAlreadyRegistered);
        if (!isScheduledOn(schedule!, today)) throw new HttpError(409, M.scheduleNotValidToday);
      }
      await refuseWhileInside(t, actor, visit.idVisitanteUnidade);
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
        result: {
          statusCode: keyed.statusCode,
          body: { idLogEntrada: id, tipo: 'ENTRADA' as const, data: localDateTime(at) },
        },
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

/** 409 naming when the visit was closed (an offline exit of a visit another desk closed, decision 128). */
const closedAt = (dtSaida: Date) =>
  new HttpError(409, fill(M.exitAlreadyRegisteredAt, { quando: entryTimeText(localDateTime(dtSaida)) }));

/** The visit named by the exit (an open card of any day), of this visitor-unit and condominium. */
const namedVisit = async (db: Database, actor: Actor, visit: Visit, idLogEntrada: number) => {
  const row = await findVisit(db, actor.idCondo, visit.idVisitanteUnidade, idLogEntrada);
  if (!row) throw new HttpError(404, M.visitNotFound);
  if (row.dtSaida) throw closedAt(row.dtSaida);
  return row;
};

/**
 * An exit closes the visit's open entry when it happened, whatever day it began: the visit named by idLogEntrada,
 * or the schedule's last visit. Refused without an entry, when that visit's exit is already in (saying when), or
 * when the moment is before the entry.
 */
export const registerExit = async (
  deps: ChangeDeps,
  actor: Actor,
  visit: Visit,
  write: OfflineWrite,
): Promise<EntryAnswer> => {
  const at = write.at;
  return recordChange<EntryLogged>(deps, changeOf(actor, write, logged('SAIDA', visit)), async (t) => {
    const visitor = await visitorOf(t, actor, visit.idVisitanteUnidade);
    let last: VisitRow | null;
    if (visit.idLogEntrada) last = await namedVisit(t, actor, visit, visit.idLogEntrada);
    else {
      await scheduleOf(t, actor, visit);
      last = await lastVisit(t, actor, visit);
    }
    if (!last) throw new HttpError(409, M.exitWithoutEntry);
    if (last.dtSaida) {
      if (last.dia === todayIn(at)) throw closedAt(last.dtSaida);
      throw new HttpError(409, M.exitWithoutEntry);
    }
    if (at < last.dtEntrada) {
      const times = { saida: entryTimeText(localDateTime(at)), entrada: entryTimeText(localDateTime(last.dtEntrada)) };
      throw new HttpError(422, fill(M.exitBeforeEntry, times));
    }
    const id = await closeVisit(t, actor.idCondo, last.id, at, actor.userId);
    if (!id) {
      // Another desk closed it meanwhile (the update waited for its commit): say when.
      const closed = await findVisit(t, actor.idCondo, visit.idVisitanteUnidade, last.id);
      throw closed?.dtSaida ? closedAt(closed.dtSaida) : new HttpError(409, M.exitAlreadyRegistered);
    }
    return {
      result: { statusCode: 200, body: { idLogEntrada: id, tipo: 'SAIDA' as const, data: localDateTime(at) } },
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
 * The quick entry of a known visitor: the first of its schedules valid on the day whose visit has not come in yet;
 * otherwise an INTERFONAR arrival (its INTERFONAR schedule when it has one).
 */
export const quickEntry = async (
  deps: ChangeDeps,
  actor: Actor,
  idVisitanteUnidade: number,
  write: OfflineWrite,
): Promise<EntryAnswer> => {
  const { db } = deps;
  await visitorOf(db, actor, idVisitanteUnidade);
  const today = todayIn(write.at);
  const keyed = { route: QUICK_ENTRY, fingerprint: { idVisitanteUnidade }, statusCode: 201 };
  const { ativas } = await groupedSchedulesOf(db, idVisitanteUnidade, today);
  for (const s of ativas) {
    const days = { ...s, diasSemana: s.recorrencia?.recorrencias.map((r) => r.valorRecorrencia) ?? [] };
    if (!isScheduledOn(days, today)) continue;
    const last = await lastVisit(db, actor, { idVisitanteUnidade, idAutorizacao: s.id });
    if (last?.dia !== today)
      return registerEntry(deps, actor, { idVisitanteUnidade, idAutorizacao: s.id }, write, keyed);
  }
  const intercom = ativas.find((s) => s.tipoAutorizacao === 'INTERFONAR');
  return registerEntry(deps, actor, { idVisitanteUnidade, idAutorizacao: intercom?.id ?? null }, write, keyed);
};
