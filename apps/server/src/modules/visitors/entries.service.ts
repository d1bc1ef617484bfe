import { VISITOR_LABELS, VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { isScheduledOn, type EntryType, type VisitorType } from '@portaria/shared/access-control/visitors.rules';
import { localDateTime, todayIn } from '@portaria/shared/common/day';
import { fill } from '@portaria/shared/text';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { appendAudit } from '../../db/audit.repository.ts';
import type { Database } from '../../db/client.ts';
import { logEntradas } from '../../db/schema/index.ts';
import { appendTimelineEvent } from '../../db/timeline.repository.ts';
import { HttpError } from '../../lib/http-error.ts';
import { writeChanges } from '../../lib/data-changes.ts';
import { isUniqueViolation } from '../../lib/transaction.ts';
import type { AuthContext } from '../../plugins/require-context.ts';
import { findSchedule, findVisitorUnit, groupedSchedulesOf } from './visitors.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
export type EntryLogged = { idLogEntrada: number; tipo: EntryType; data: string };
type Visit = { idVisitanteUnidade: number; idAutorizacao: number | null };

const visitorOf = async (db: Database, actor: Actor, idVisitanteUnidade: number) => {
  const visitor = await findVisitorUnit(db, actor.idCondo, idVisitanteUnidade);
  if (!visitor) throw new HttpError(404, M.visitorNotFound);
  return visitor;
};

const scheduleOf = async (db: Database, actor: Actor, visit: Visit) => {
  if (!visit.idAutorizacao) return null;
  const schedule = await findSchedule(db, actor.idCondo, visit.idAutorizacao);
  if (!schedule || schedule.idVisitanteUnidade !== visit.idVisitanteUnidade) throw new HttpError(404, M.scheduleNotFound);
  return schedule;
};

/** The visitor-unit's last visit of this schedule (or of no schedule, for INTERFONAR arrivals). */
const lastVisit = async (db: Database, visit: Visit) => {
  const [row] = await db
    .select({ id: logEntradas.id, dia: logEntradas.dia, dtSaida: logEntradas.dtSaida })
    .from(logEntradas)
    .where(
      and(
        eq(logEntradas.idVisitanteUnidade, visit.idVisitanteUnidade),
        visit.idAutorizacao ? eq(logEntradas.idAutorizacao, visit.idAutorizacao) : isNull(logEntradas.idAutorizacao),
      ),
    )
    .orderBy(desc(logEntradas.dtEntrada), desc(logEntradas.id))
    .limit(1);
  return row ?? null;
};

const isInside = async (db: Database, idVisitanteUnidade: number) => {
  const [open] = await db
    .select({ id: logEntradas.id })
    .from(logEntradas)
    .where(and(eq(logEntradas.idVisitanteUnidade, idVisitanteUnidade), isNull(logEntradas.dtSaida)))
    .limit(1);
  return open != null;
};

const timelineLine = (tipo: EntryType, visitanteTipo: VisitorType, nome: string) =>
  fill(tipo === 'ENTRADA' ? M.timelineEntry : M.timelineExit, { tipo: VISITOR_LABELS.visitanteTipo[visitanteTipo], nome });

/**
 * An entry on the server's clock: a scheduled visit once per day and only on a day its schedule is valid; an
 * INTERFONAR arrival (or one without a schedule) while the visitor is not already inside.
 */
export const registerEntry = async (db: Database, actor: Actor, visit: Visit, at: Date): Promise<EntryLogged> => {
  const visitor = await visitorOf(db, actor, visit.idVisitanteUnidade);
  const schedule = await scheduleOf(db, actor, visit);
  const today = todayIn(at);
  const tipoAutorizacao = schedule?.tipoAutorizacao ?? 'INTERFONAR';
  if (tipoAutorizacao === 'INTERFONAR') {
    if (await isInside(db, visit.idVisitanteUnidade)) throw new HttpError(409, M.visitorStillInside);
  } else {
    const last = await lastVisit(db, visit);
    if (last?.dia === today) throw new HttpError(409, M.entryAlreadyRegistered);
    if (!isScheduledOn(schedule!, today)) throw new HttpError(409, M.scheduleNotValidToday);
  }
  try {
    return await writeChanges(db, { idCondo: actor.idCondo, area: 'acessos' }, async (t) => {
      const [row] = await t
        .insert(logEntradas)
        .values({ idCondo: actor.idCondo, idVisitanteUnidade: visit.idVisitanteUnidade, idAutorizacao: schedule?.id ?? null, tipoAutorizacao, idUnidade: visitor.idUnidade, dia: today, dtEntrada: at, entradaPor: actor.userId })
        .returning({ id: logEntradas.id });
      const id = row!.id;
      await appendAudit(t, { idUsuario: actor.userId, idCondo: actor.idCondo, acao: 'visita.entrada', entidade: 'log_entrada', idEntidade: id, detalhes: { idVisitanteUnidade: visit.idVisitanteUnidade, idAutorizacao: schedule?.id ?? null }, at });
      await appendTimelineEvent(t, { idCondo: actor.idCondo, area: 'acessos', atividade: timelineLine('ENTRADA', visitor.visitante.visitanteTipo, visitor.visitante.nome), at, idUnidade: visitor.idUnidade, nmPessoa: visitor.visitante.nome, idUsuario: actor.userId, entidade: 'log_entrada', idEntidade: id });
      return { idLogEntrada: id, tipo: 'ENTRADA' as const, data: localDateTime(at) };
    });
  } catch (error) {
    // Two desks at once: the unique index on (schedule, day) lets one entry through.
    if (isUniqueViolation(error)) throw new HttpError(409, M.entryAlreadyRegistered);
    throw error;
  }
};

/** An exit closes the visit's open entry: refused without an entry, or when that visit's exit is already in. */
export const registerExit = async (db: Database, actor: Actor, visit: Visit, at: Date): Promise<EntryLogged> => {
  const visitor = await visitorOf(db, actor, visit.idVisitanteUnidade);
  await scheduleOf(db, actor, visit);
  const last = await lastVisit(db, visit);
  if (!last) throw new HttpError(409, M.exitWithoutEntry);
  if (last.dtSaida) throw new HttpError(409, last.dia === todayIn(at) ? M.exitAlreadyRegistered : M.exitWithoutEntry);
  return writeChanges(db, { idCondo: actor.idCondo, area: 'acessos' }, async (t) => {
    const [row] = await t
      .update(logEntradas)
      .set({ dtSaida: at, saidaPor: actor.userId })
      .where(and(eq(logEntradas.id, last.id), isNull(logEntradas.dtSaida)))
      .returning({ id: logEntradas.id });
    if (!row) throw new HttpError(409, M.exitAlreadyRegistered);
    await appendAudit(t, { idUsuario: actor.userId, idCondo: actor.idCondo, acao: 'visita.saida', entidade: 'log_entrada', idEntidade: row.id, detalhes: { idVisitanteUnidade: visit.idVisitanteUnidade }, at });
    await appendTimelineEvent(t, { idCondo: actor.idCondo, area: 'acessos', atividade: timelineLine('SAIDA', visitor.visitante.visitanteTipo, visitor.visitante.nome), at, idUnidade: visitor.idUnidade, nmPessoa: visitor.visitante.nome, idUsuario: actor.userId, entidade: 'log_entrada', idEntidade: row.id });
    return { idLogEntrada: row.id, tipo: 'SAIDA' as const, data: localDateTime(at) };
  });
};

/**
 * The quick entry of a known visitor: the first of its schedules valid today whose visit has not come in yet;
 * otherwise an INTERFONAR arrival (its INTERFONAR schedule when it has one).
 */
export const quickEntry = async (db: Database, actor: Actor, idVisitanteUnidade: number, at: Date): Promise<EntryLogged> => {
  await visitorOf(db, actor, idVisitanteUnidade);
  const today = todayIn(at);
  const { ativas } = await groupedSchedulesOf(db, idVisitanteUnidade, today);
  for (const s of ativas) {
    const days = { ...s, diasSemana: s.recorrencia?.recorrencias.map((r) => r.valorRecorrencia) ?? [] };
    if (!isScheduledOn(days, today)) continue;
    const last = await lastVisit(db, { idVisitanteUnidade, idAutorizacao: s.id });
    if (last?.dia !== today) return registerEntry(db, actor, { idVisitanteUnidade, idAutorizacao: s.id }, at);
  }
  const intercom = ativas.find((s) => s.tipoAutorizacao === 'INTERFONAR');
  return registerEntry(db, actor, { idVisitanteUnidade, idAutorizacao: intercom?.id ?? null }, at);
};
