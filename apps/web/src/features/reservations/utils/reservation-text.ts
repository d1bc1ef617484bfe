import type { Area, Reservation, Slot } from '@portaria/shared/reservations/reservation.schemas';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { toBrDay } from '@portaria/shared/reservations/reservation-dates';
import { fill } from '@portaria/shared/text';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 80,00' */
export const brlText = (value: number) => brl.format(value);

/** 'R$ 80,00' or 'Gratuito'. */
export const feeText = (area: Pick<Area, 'flagAreaPaga' | 'valorTaxaUtilizacao'>) =>
  area.flagAreaPaga === 1 ? brlText(area.valorTaxaUtilizacao) : M.free;

/** 'Cap. máx.: 40 Pessoa(s)' or 'Indefinido'. */
export const capacityText = (area: Pick<Area, 'capacidade'>) =>
  area.capacidade ? fill(M.capacity, { n: area.capacidade }) : M.capacityUndefined;

/** '10:00 às 16:00' */
export const slotText = (slot: Slot) => fill(M.slot, slot);

export const unitText = (unit: { nmBloco: string; nome: string }) => `${unit.nmBloco} - ${unit.nome}`;

/** Data 'DD/MM/YYYY' and Horário 'HH:mm às HH:mm' of a reservation (local times on the wire). */
export const reservationDay = (r: Pick<Reservation, 'dataInicioReserva'>) => toBrDay(r.dataInicioReserva.slice(0, 10));
export const reservationTime = (r: Pick<Reservation, 'dataInicioReserva' | 'dataFimReserva'>) =>
  slotText({ de: r.dataInicioReserva.slice(11, 16), ate: r.dataFimReserva.slice(11, 16) });

/** 'HH:mm-HH:mm' of a move. */
export const moveTime = (m: { dataAgendada: string; horarioFim: string }) =>
  `${m.dataAgendada.slice(11, 16)}-${m.horarioFim.slice(11, 16)}`;
