import { APPROVAL_MESSAGES as M } from '@portaria/shared/administration/booking-approvals.messages';
import { RESERVATION_MESSAGES as R } from '@portaria/shared/reservations/reservations.messages';
import { localDateTime } from '@portaria/shared/common/day';
import { fill } from '@portaria/shared/text';
import { HttpError } from '../../platform/http/http-error.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import { messagesFor } from '../../platform/notices/notices.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import type { Database } from '../../db/client.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { whenOf } from './area-blocks.service.ts';
import { chargeDescriptions, insertRefund, residentsOfUnits } from './areas.repository.ts';
import {
  approveBooking,
  findPendingBooking,
  listPendingBookings,
  refuseBooking,
  type PendingRow,
} from './booking-approvals.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;

export const pendingView = (row: PendingRow) => ({
  id: row.id,
  nomeArea: row.nomeArea,
  nomeUnidade: `${row.nmBloco} - ${row.nome}`,
  dataInicioReserva: localDateTime(row.inicio),
  dataFimReserva: localDateTime(row.fim),
  valorCobranca: row.valorCobranca,
});

export const listPending = async (db: Database, idCondo: number) =>
  (await listPendingBookings(db, idCondo)).map(pendingView);

/** The unit's residents hear the answer, in the change's transaction. */
const noticeOf = async (t: Database, actor: Actor, row: PendingRow, isApproved: boolean) => {
  const residents = await residentsOfUnits(t, actor.idCondo, [row.idUnidade]);
  const condo = await findCondominiumHeader(t, actor.idCondo);
  const values = {
    area: row.nomeArea,
    unidade: `${row.nmBloco} - ${row.nome}`,
    quando: whenOf(row),
    condominio: condo?.nome ?? '',
  };
  const messages = messagesFor(residents, 'reservas', (nome) => ({
    subject: fill(isApproved ? R.noticeApprovedSubject : R.noticeRefusedSubject, values),
    text: fill(isApproved ? R.noticeApproved : R.noticeRefused, { ...values, nome }),
    sms: fill(isApproved ? R.noticeApprovedSms : R.noticeRefusedSms, values),
  }));
  return { entidade: 'reserva', idEntidade: row.id, messages };
};

/** Approve or refuse a waiting booking; a second answer (or a cancelled booking) finds nothing waiting: 404. */
export const decideBooking = async (deps: ChangeDeps, actor: Actor, id: number, isApproved: boolean, at: Date) => {
  const row = await findPendingBooking(deps.db, actor.idCondo, id);
  if (!row) throw new HttpError(404, M.notFound);
  await recordChange(deps, changeBy(actor, at, ['reservas']), async (t) => {
    const isDone = isApproved
      ? await approveBooking(t, actor.idCondo, id)
      : await refuseBooking(t, actor.idCondo, id, actor.userId, at);
    if (!isDone) throw new HttpError(404, M.notFound);
    if (!isApproved && row.valorCobranca) {
      const descricao = (await chargeDescriptions(t, actor.idCondo, [id])).get(id) ?? row.nomeArea;
      await insertRefund(t, actor.idCondo, {
        idUnidade: row.idUnidade,
        idReserva: id,
        valor: row.valorCobranca,
        descricao,
        createdBy: actor.userId,
        at,
      });
    }
    const detalhes = { idArea: row.idArea, idUnidade: row.idUnidade, inicio: localDateTime(row.inicio) };
    const evento = isApproved ? ('reserva.aprovar' as const) : ('reserva.recusar' as const);
    return {
      result: undefined,
      audit: { acao: evento, entidade: 'reserva', idEntidade: id, detalhes },
      // The desk's day shows the answer on the booking's unit, as it shows a booking made or cancelled.
      timeline: [
        {
          evento,
          valores: { area: row.nomeArea, quando: whenOf(row) },
          area: 'reservas' as const,
          idUnidade: row.idUnidade,
          entidade: 'reserva',
          idEntidade: id,
        },
      ],
      notices: [await noticeOf(t, actor, row, isApproved)],
    };
  });
  return { message: isApproved ? M.approved : M.refused };
};
