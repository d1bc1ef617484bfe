import { AREA_MESSAGES as M } from '@portaria/shared/administration/areas.messages';
import type { AdminArea, BlockClashes, BlockResult } from '@portaria/shared/administration/areas.schemas';
import { addDays, dayStart, daysBetween, localDateTime, todayIn } from '@portaria/shared/common/day';
import { BLOCK_REASONS } from '@portaria/shared/reservations/reservations.messages';
import { fill } from '@portaria/shared/text';
import { formatBrl } from '@portaria/shared/common/money';
import { HttpError } from '../../platform/http/http-error.ts';
import { isExclusionViolation } from '../../platform/change/transaction.ts';
import { changeBy, recordChange, type ChangeDeps, type NoticeRecord } from '../../platform/change/record-change.ts';
import { messagesFor } from '../../platform/notices/notices.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import {
  blockedDays,
  cancelReservations,
  chargeDescriptions,
  clashingReservations,
  insertBlocks,
  insertRefund,
  residentsOfUnits,
  type Clash,
} from './areas.repository.ts';
import { requireAdminArea } from './areas.service.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
type Period = { dataDe: string; dataAte: string };

const brDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** '12/10/2024 10:00 às 16:00', the reservations' own wording of a booking. */
export const whenOf = (c: Pick<Clash, 'inicio' | 'fim'>) => {
  const [de, ate] = [localDateTime(c.inicio), localDateTime(c.fim)];
  return `${brDay(de.slice(0, 10))} ${de.slice(11, 16)} às ${ate.slice(11, 16)}`;
};

/**
 * What blocking [dataDe, dataAte] means now: one whole-day row per day not already blocked (today's from this
 * instant, so a booking that already ended is left alone) and the active reservations those rows overlap.
 */
const planOf = async (deps: Pick<ChangeDeps, 'db'>, actor: Actor, area: AdminArea, period: Period, now: Date) => {
  if (period.dataDe < todayIn(now)) throw new HttpError(400, M.blockInPast);
  const from = new Date(Math.max(dayStart(period.dataDe).getTime(), now.getTime()));
  const to = dayStart(addDays(period.dataAte, 1));
  const existing = await blockedDays(deps.db, actor.idCondo, area.id, from, to);
  const rows: { inicio: Date; fim: Date }[] = [];
  for (let day = period.dataDe; day <= period.dataAte; day = addDays(day, 1)) {
    const inicio = new Date(Math.max(dayStart(day).getTime(), from.getTime()));
    const fim = dayStart(addDays(day, 1));
    if (!existing.some((b) => b.inicio < fim && b.fim > inicio)) rows.push({ inicio, fim });
  }
  const clashes = await clashingReservations(deps.db, actor.idCondo, area.id, from, to);
  return { rows, alreadyBlocked: daysBetween(period.dataDe, period.dataAte) + 1 - rows.length, clashes };
};

/** The reservations a block of the period would cancel, with the residents who would be told. */
export const blockClashes = async (
  deps: Pick<ChangeDeps, 'db'>,
  actor: Actor,
  idArea: number,
  period: Period,
  now: Date,
): Promise<BlockClashes> => {
  const area = await requireAdminArea(deps, actor, idArea);
  const plan = await planOf(deps, actor, area, period, now);
  const residents = await residentsOfUnits(deps.db, actor.idCondo, [...new Set(plan.clashes.map((c) => c.idUnidade))]);
  return {
    dias: plan.rows.length,
    jaBloqueados: plan.alreadyBlocked,
    data: plan.clashes.map((c) => ({
      id: c.id,
      dataInicioReserva: localDateTime(c.inicio),
      dataFimReserva: localDateTime(c.fim),
      unidade: { idUnidade: c.idUnidade, nome: c.nome, nmBloco: c.nmBloco },
      moradores: residents.filter((r) => r.idUnidade === c.idUnidade).map((r) => r.nome),
      valorCobranca: c.valorCobranca,
    })),
  };
};

/**
 * Blocks the area day by day. The reservations it overlaps are cancelled in the same transaction (fee reversed,
 * the unit's residents told by e-mail and SMS), but only those the syndic saw and confirmed: one that appeared since
 * the check (or that the EXCLUDE constraint meets at the insert) refuses the whole block with 409.
 */
export const createBlock = async (
  deps: ChangeDeps,
  actor: Actor,
  idArea: number,
  input: Period & { motivo: number; observacao: string | null; reservas: number[] },
  at: Date,
): Promise<BlockResult> => {
  const area = await requireAdminArea(deps, actor, idArea);
  if (!area.ativo) throw new HttpError(409, M.inactiveArea);
  const plan = await planOf(deps, actor, area, input, at);
  if (plan.rows.length === 0) throw new HttpError(409, M.blockAlreadyBlocked);
  const confirmed = new Set(input.reservas);
  if (plan.clashes.some((c) => !confirmed.has(c.id))) throw new HttpError(409, M.clashesChanged);
  const motivo = BLOCK_REASONS[input.motivo] ?? '';
  let notificados = 0;
  let canceladas = 0;
  try {
    await recordChange(deps, changeBy(actor, at, ['reservas']), async (t) => {
      const cancelled = new Set(
        await cancelReservations(
          t,
          actor.idCondo,
          plan.clashes.map((c) => c.id),
          actor.userId,
          at,
        ),
      );
      const done = plan.clashes.filter((c) => cancelled.has(c.id));
      const descriptions = await chargeDescriptions(t, actor.idCondo, [...cancelled]);
      for (const c of done)
        if (c.valorCobranca)
          await insertRefund(t, actor.idCondo, {
            idUnidade: c.idUnidade,
            idReserva: c.id,
            valor: c.valorCobranca,
            descricao: `Estorno: ${descriptions.get(c.id) ?? area.nomeArea}`,
            createdBy: actor.userId,
            at,
          });
      await insertBlocks(t, actor.idCondo, area.id, plan.rows, {
        motivo: input.motivo,
        observacao: input.observacao,
        createdBy: actor.userId,
        at,
      });
      const residents = await residentsOfUnits(t, actor.idCondo, [...new Set(done.map((c) => c.idUnidade))]);
      const condo = await findCondominiumHeader(t, actor.idCondo);
      const notices: NoticeRecord[] = done.map((c) => {
        const values = {
          area: area.nomeArea,
          condominio: condo?.nome ?? '',
          de: brDay(input.dataDe),
          ate: brDay(input.dataAte),
          motivo,
          unidade: `${c.nmBloco} - ${c.nome}`,
          quando: whenOf(c),
          estorno: c.valorCobranca ? fill(M.noticeBlockRefund, { valor: formatBrl(c.valorCobranca) }) : '',
        };
        const recipients = residents.filter((r) => r.idUnidade === c.idUnidade);
        notificados += recipients.filter((r) => r.email || r.telefone).length;
        const messages = messagesFor(recipients, 'reservas', (nome) => ({
          subject: fill(M.noticeBlockSubject, values),
          text: fill(M.noticeBlock, { ...values, nome }),
          sms: fill(M.noticeBlockSms, values),
        }));
        return { entidade: 'reserva', idEntidade: c.id, messages };
      });
      canceladas = done.length;
      return {
        result: undefined,
        audit: {
          acao: 'bloqueio.criar',
          entidade: 'area',
          idEntidade: area.id,
          detalhes: {
            nomeArea: area.nomeArea,
            dataDe: input.dataDe,
            dataAte: input.dataAte,
            motivo,
            dias: plan.rows.length,
            reservasCanceladas: done.map((c) => c.id),
          },
        },
        timeline: done.map((c) => ({
          evento: 'reserva.cancelar' as const,
          valores: { area: area.nomeArea, quando: whenOf(c) },
          area: 'reservas' as const,
          idUnidade: c.idUnidade,
          entidade: 'reserva',
          idEntidade: c.id,
        })),
        notices,
      };
    });
  } catch (error) {
    // A reservation made between the check and the insert: the constraint refused the block's row.
    if (isExclusionViolation(error)) throw new HttpError(409, M.clashesChanged);
    throw error;
  }
  const dias = plan.rows.length;
  return { dias, canceladas, notificados, message: fill(M.blockDone, { dias, canceladas, notificados }) };
};
