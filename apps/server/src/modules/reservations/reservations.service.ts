import type { Reservation, ReservationResult } from '@portaria/shared/reservations/reservation.schemas';
import { addIsoDays, daysBetween, toBrDay } from '@portaria/shared/reservations/reservation-dates';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { fill } from '@portaria/shared/text';
import { cachedList } from '../../platform/lists/cached-list.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { isExclusionViolation } from '../../platform/change/transaction.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { changeBy, recordChange } from '../../platform/change/record-change.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { isInWindow, isOpenOn, matchingSlot, requireArea } from './calendar.service.ts';
import { formatBrl, fromLocal, humanDateTime, localDay, toLocal } from './local-time.ts';
import { reachable, unitNotice, type Recipient } from './notify.ts';
import { listReservationsJson } from './reservations-list.repository.ts';
import {
  activeBookings,
  bookedYearsFrom,
  cancelBooking,
  chargeOf,
  findReservation,
  insertCharge,
  insertReservation,
  unitContacts,
} from './reservations.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'now' | 'jobs'>;
type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;

export type ReserveInput = {
  idArea: number;
  idUnidade: number;
  dataInicioReserva: string;
  dataFimReserva: string;
  observacao: string | null;
  origemReserva?: string | null | undefined;
};

const when = (r: Pick<Reservation, 'dataInicioReserva' | 'dataFimReserva'>) =>
  fill(M.slot, { de: humanDateTime(r.dataInicioReserva), ate: r.dataFimReserva.slice(11, 16) });

/** The day's rules, checked before the insert so the desk reads why; the overlap itself is the database's. */
const assertBookable = async (deps: Deps, idCondo: number, input: ReserveInput) => {
  const area = await requireArea(deps.db, idCondo, input.idArea);
  const unit = await requireUnit(deps.db, idCondo, input.idUnidade, M.unitNotFound);
  const day = input.dataInicioReserva.slice(0, 10);
  if (!matchingSlot(area, input.dataInicioReserva, input.dataFimReserva)) throw new HttpError(400, M.slotNotOffered);
  if (!isOpenOn(area, day)) throw new HttpError(400, M.weekdayClosed);
  const now = deps.now();
  if (!isInWindow(area, day, localDay(now))) throw new HttpError(400, M.outsideWindow);
  if (input.dataFimReserva <= toLocal(now)) throw new HttpError(400, M.slotPast);
  const dayBookings = await activeBookings(deps.db, idCondo, area.id, fromLocal(day), fromLocal(addIsoDays(day, 1)));
  if (dayBookings.some((b) => b.tipoReserva === 'B')) throw new HttpError(409, M.dayBlocked);
  return { area, unit, at: now };
};

export const reserve = async (deps: Deps, actor: Actor, input: ReserveInput): Promise<ReservationResult> => {
  const { db } = deps;
  const { area, unit, at } = await assertBookable(deps, actor.idCondo, input);
  const inicio = fromLocal(input.dataInicioReserva);
  const fim = fromLocal(input.dataFimReserva);
  const unitName = `${unit.nmBloco} - ${unit.nome}`;
  const period = when(input);
  let recipients: Recipient[] = [];
  let id: number;
  try {
    id = await recordChange(deps, changeBy(actor, at, ['reservas']), async (tx) => {
      const newId = await insertReservation(tx, actor.idCondo, {
        idArea: area.id,
        idUnidade: unit.idUnidade,
        inicio,
        fim,
        observacao: input.observacao,
        origemReserva: input.origemReserva || 'PORTARIA',
        createdBy: actor.userId,
        at,
        isPending: area.precisaAprovacao,
      });
      if (area.flagAreaPaga === 1 && area.valorTaxaUtilizacao > 0) {
        const descricao = `Taxa de utilização: ${area.nomeArea} em ${period}`;
        await insertCharge(tx, actor.idCondo, {
          idUnidade: unit.idUnidade,
          idReserva: newId,
          tipo: 'COBRANCA',
          descricao,
          valor: area.valorTaxaUtilizacao,
          createdBy: actor.userId,
          at,
        });
      }
      recipients = await unitContacts(tx, actor.idCondo, unit.idUnidade);
      const created = (await findReservation(tx, actor.idCondo, newId))!;
      const condo = await findCondominiumHeader(tx, actor.idCondo);
      const cobranca = created.valorCobranca ? M.noticeCharge.replace('{valor}', formatBrl(created.valorCobranca)) : '';
      const values = {
        area: area.nomeArea,
        unidade: unitName,
        quando: period,
        condominio: condo?.nome ?? '',
        cobranca,
      };
      const notice = {
        subject: area.precisaAprovacao ? M.noticePendingSubject : M.noticeReservedSubject,
        text: area.precisaAprovacao ? M.noticePending : M.noticeReserved,
        sms: area.precisaAprovacao ? M.noticePendingSms : M.noticeReservedSms,
        values,
        purpose: 'reservas' as const,
      };
      return {
        result: newId,
        audit: {
          acao: 'reserva.criar',
          entidade: 'reserva',
          idEntidade: newId,
          detalhes: {
            idArea: area.id,
            idUnidade: unit.idUnidade,
            inicio: input.dataInicioReserva,
            fim: input.dataFimReserva,
            valor: area.flagAreaPaga === 1 ? area.valorTaxaUtilizacao : 0,
          },
        },
        timeline: [
          {
            evento: 'reserva.criar',
            valores: { area: area.nomeArea, quando: period },
            area: 'reservas',
            at: inicio,
            ate: fim,
            idUnidade: unit.idUnidade,
            entidade: 'reserva',
            idEntidade: newId,
          },
        ],
        notices: [{ entidade: 'reserva', idEntidade: newId, messages: unitNotice(notice, recipients) }],
      };
    });
  } catch (error) {
    // Another desk (or the resident app) took the slot between the check and the insert: the constraint decided.
    if (isExclusionViolation(error)) throw new HttpError(409, M.slotTaken);
    throw error;
  }
  const reservation = (await findReservation(db, actor.idCondo, id))!;
  return { ...reservation, notificados: reachable(recipients) };
};

/** Cancels a reservation or a block (idStatus 90): the slot is free at once and a fee is reversed in the same transaction. */
export const cancel = async (deps: Deps, actor: Actor, id: number): Promise<ReservationResult> => {
  const { db } = deps;
  const before = await findReservation(db, actor.idCondo, id);
  if (!before || before.descriptionIdStatus === M.statusCancelled) throw new HttpError(404, M.reservationNotFound);
  const at = deps.now();
  if (before.dataFimReserva <= toLocal(at)) throw new HttpError(400, M.reservationOver);
  const isBlock = before.tipoReserva === 'B';
  let recipients: Recipient[] = [];
  await recordChange(deps, changeBy(actor, at, ['reservas']), async (tx) => {
    if ((await cancelBooking(tx, actor.idCondo, id, actor.userId, at)) === 0)
      throw new HttpError(404, M.reservationNotFound);
    const charge = await chargeOf(tx, actor.idCondo, id);
    if (charge) {
      await insertCharge(tx, actor.idCondo, {
        idUnidade: charge.idUnidade,
        idReserva: id,
        tipo: 'ESTORNO',
        descricao: `Estorno: ${charge.descricao}`,
        valor: -charge.valor,
        createdBy: actor.userId,
        at,
      });
    }
    if (before.idUnidade !== null) recipients = await unitContacts(tx, actor.idCondo, before.idUnidade);
    const audit = {
      entidade: 'reserva',
      idEntidade: id,
      detalhes: {
        idArea: before.idArea,
        idUnidade: before.idUnidade,
        inicio: before.dataInicioReserva,
        estorno: charge?.valor ?? null,
      },
    };
    const event = { area: 'reservas' as const, idUnidade: before.idUnidade, entidade: 'reserva', idEntidade: id };
    if (isBlock) {
      const valores = { area: before.nomeArea, dia: toBrDay(before.dataInicioReserva.slice(0, 10)) };
      return {
        result: undefined,
        audit: { ...audit, acao: 'bloqueio.cancelar' },
        timeline: [{ ...event, evento: 'bloqueio.cancelar', valores }],
      };
    }
    const timeline = [
      { ...event, evento: 'reserva.cancelar' as const, valores: { area: before.nomeArea, quando: when(before) } },
    ];
    if (!before.unidade) return { result: undefined, audit: { ...audit, acao: 'reserva.cancelar' }, timeline };
    const condo = await findCondominiumHeader(tx, actor.idCondo);
    const values = {
      area: before.nomeArea,
      unidade: `${before.unidade.nmBloco} - ${before.unidade.nome}`,
      quando: when(before),
      condominio: condo?.nome ?? '',
    };
    const notice = {
      subject: M.noticeCancelledSubject,
      text: M.noticeCancelled,
      sms: M.noticeCancelledSms,
      values,
      purpose: 'reservas' as const,
    };
    const notices = [{ entidade: 'reserva', idEntidade: id, messages: unitNotice(notice, recipients) }];
    return { result: undefined, audit: { ...audit, acao: 'reserva.cancelar' }, timeline, notices };
  });
  const after = (await findReservation(db, actor.idCondo, id))!;
  return { ...after, notificados: reachable(recipients) };
};

/**
 * The month's (or any range's) reservations or blocks of an area, without the cancelled ones, as JSON bytes: from
 * the list cache while the condominium's `reservas` version has not moved (every reservation, cancellation and
 * block write bumps it in its transaction, decision 061/071).
 */
export const listOfArea = async (
  deps: Pick<ModuleDeps, 'db' | 'listCache'>,
  idCondo: number,
  q: { idArea: number; tiporeserva: 'RESERVA' | 'BLOQUEIO'; datainicio: string; datafim: string },
): Promise<Buffer> =>
  cachedList(deps.db, deps.listCache, {
    area: 'reservas',
    idCondo,
    key: `lista|${q.idArea}|${q.tiporeserva}|${q.datainicio}|${q.datafim}`,
    load: async () => {
      await requireArea(deps.db, idCondo, q.idArea);
      if (daysBetween(q.datainicio, q.datafim) < 0) return '[]';
      return listReservationsJson(deps.db, idCondo, {
        idArea: q.idArea,
        tipoReserva: q.tiporeserva === 'BLOQUEIO' ? 'B' : 'R',
        from: fromLocal(q.datainicio),
        to: fromLocal(addIsoDays(q.datafim, 1)),
      });
    },
    // Written as JSON by the database (decision 136): the answer is its text.
    serialize: (json) => json,
  });

/**
 * The years after the current one (São Paulo) that hold active reservations or blocks of the area: the year chooser
 * offers them beside the current year and the 9 before (spec 02 §2.9), so January's bookings made in November are
 * reachable from the desk (issue 28).
 */
export const laterYears = async (
  deps: Pick<ModuleDeps, 'db' | 'now'>,
  idCondo: number,
  q: { idArea: number; tiporeserva: 'RESERVA' | 'BLOQUEIO' },
): Promise<{ anos: number[] }> => {
  await requireArea(deps.db, idCondo, q.idArea);
  const currentYear = Number(localDay(deps.now()).slice(0, 4));
  const anos = await bookedYearsFrom(deps.db, idCondo, {
    idArea: q.idArea,
    tipoReserva: q.tiporeserva === 'BLOQUEIO' ? 'B' : 'R',
    fromYear: currentYear + 1,
  });
  return { anos };
};
