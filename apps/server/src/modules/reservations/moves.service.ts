import type { Move } from '@portaria/shared/reservations/move.schemas';
import { moveDayRefusal, moveRefusalMessage } from '@portaria/shared/reservations/move-days';
import { toBrDay, weekdayOf } from '@portaria/shared/reservations/reservation-dates';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { isUniqueViolation } from '../../platform/change/transaction.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { changeBy, recordChange } from '../../platform/change/record-change.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { fromLocal, localDay } from './local-time.ts';
import { cancelMove, findMove, findMoveRules, insertMove, takenMoveDays } from './moves.repository.ts';
import { reachable, unitNotice, type Recipient } from './notify.ts';
import { unitContacts } from './reservations.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'now' | 'jobs'>;
type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;

const isWeekend = (day: string) => [0, 6].includes(weekdayOf(day));
const when = (m: Pick<Move, 'dataAgendada' | 'horarioFim'>) =>
  `${toBrDay(m.dataAgendada.slice(0, 10))} ${m.dataAgendada.slice(11, 16)}-${m.horarioFim.slice(11, 16)}`;

/** The rules of spec 02 §9: a weekday the mask allows, from diasAntecedencia to 60 days ahead. */
export const scheduleMove = async (deps: Deps, actor: Actor, input: { unidade: number; dataAgendada: string }) => {
  const { db } = deps;
  const unit = await requireUnit(db, actor.idCondo, input.unidade, M.unitNotFound);
  const rules = await findMoveRules(db, actor.idCondo);
  if (!rules || !rules.ativo) throw new HttpError(400, M.noMoveRules);
  const day = input.dataAgendada;
  const at = deps.now();
  // The calendar disables the same days by the same rule (shared move-days.ts); the unique index decides a race.
  const refusal = moveDayRefusal(rules, localDay(at), day, new Set(await takenMoveDays(db, actor.idCondo, day, day)));
  if (refusal) throw new HttpError(refusal === 'taken' ? 409 : 400, moveRefusalMessage(refusal, rules));
  const [de, ate] = isWeekend(day)
    ? [rules.horaFdsInicio, rules.horaFdsFim]
    : [rules.horaSemanaInicio, rules.horaSemanaFim];
  let recipients: Recipient[] = [];
  let id: number;
  try {
    id = await recordChange(deps, changeBy(actor, at, ['mudancas']), async (tx) => {
      const inicio = fromLocal(`${day}T${de}:00`);
      const fim = fromLocal(`${day}T${ate}:00`);
      const newId = await insertMove(tx, actor.idCondo, {
        idUnidade: unit.idUnidade,
        dia: day,
        inicio,
        fim,
        createdBy: actor.userId,
        at,
      });
      recipients = await unitContacts(tx, actor.idCondo, unit.idUnidade);
      const created = (await findMove(tx, actor.idCondo, newId))!;
      const condo = await findCondominiumHeader(tx, actor.idCondo);
      const values = {
        unidade: `${unit.nmBloco} - ${unit.nome}`,
        quando: when(created),
        condominio: condo?.nome ?? '',
      };
      const notice = {
        subject: M.noticeMoveSubject,
        text: M.noticeMove,
        sms: M.noticeMoveSms,
        values,
        purpose: 'mudancas' as const,
      };
      return {
        result: newId,
        audit: {
          acao: 'mudanca.agendar',
          entidade: 'mudanca',
          idEntidade: newId,
          detalhes: { idUnidade: unit.idUnidade, dia: day },
        },
        timeline: [
          {
            evento: 'mudanca.agendar',
            valores: { dia: toBrDay(day), de, ate },
            area: 'mudancas',
            at: inicio,
            ate: fim,
            idUnidade: unit.idUnidade,
            entidade: 'mudanca',
            idEntidade: newId,
          },
        ],
        notices: [{ entidade: 'mudanca', idEntidade: newId, messages: unitNotice(notice, recipients) }],
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.moveDayTaken);
    throw error;
  }
  const move = (await findMove(db, actor.idCondo, id))!;
  return { ...move, notificados: reachable(recipients) };
};

export const removeMove = async (deps: Deps, actor: Actor, id: number): Promise<void> => {
  const { db } = deps;
  const before = await findMove(db, actor.idCondo, id);
  if (!before) throw new HttpError(404, M.moveNotFound);
  const at = deps.now();
  await recordChange(deps, changeBy(actor, at, ['mudancas']), async (tx) => {
    if ((await cancelMove(tx, actor.idCondo, id, at)) === 0) throw new HttpError(404, M.moveNotFound);
    const recipients = await unitContacts(tx, actor.idCondo, before.unidade.idUnidade);
    const condo = await findCondominiumHeader(tx, actor.idCondo);
    const values = {
      unidade: `${before.unidade.nmBloco} - ${before.unidade.nome}`,
      quando: when(before),
      condominio: condo?.nome ?? '',
    };
    const notice = {
      subject: M.noticeMoveCancelledSubject,
      text: M.noticeMoveCancelled,
      sms: M.noticeMoveCancelledSms,
      values,
      purpose: 'mudancas' as const,
    };
    return {
      result: undefined,
      audit: {
        acao: 'mudanca.cancelar',
        entidade: 'mudanca',
        idEntidade: id,
        detalhes: { idUnidade: before.unidade.idUnidade, dataAgendada: before.dataAgendada },
      },
      timeline: [
        {
          evento: 'mudanca.cancelar',
          valores: { quando: when(before) },
          area: 'mudancas',
          idUnidade: before.unidade.idUnidade,
          entidade: 'mudanca',
          idEntidade: id,
        },
      ],
      notices: [{ entidade: 'mudanca', idEntidade: id, messages: unitNotice(notice, recipients) }],
    };
  });
};
