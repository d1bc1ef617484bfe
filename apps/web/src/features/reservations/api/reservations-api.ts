import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReservation, ReservationResult } from '@portaria/shared/reservations/reservation.schemas';
import { reservationEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import { toBrDay } from '@portaria/shared/reservations/reservation-dates';
import { call } from '../../../lib/endpoint-client';
import { reservationKeys } from './reservation-keys';

/** A chosen slot the server refused (taken meanwhile, blocked), with its words. */
export type RefusedSlot = { body: CreateReservation; error: Error };
export type ReserveOutcome = { results: ReservationResult[]; refused: RefusedSlot[] };

/**
 * One POST per chosen slot (spec §7), in order. Each slot stands alone: one taken by another desk meanwhile does
 * not stop the others. When none was booked the first refusal is the error; otherwise the booked ones and the
 * refused ones are both told.
 */
export const reserveSlots = async (bodies: CreateReservation[]): Promise<ReserveOutcome> => {
  const outcome: ReserveOutcome = { results: [], refused: [] };
  for (const body of bodies) {
    try {
      outcome.results.push(await call(E.reserve, { body }));
    } catch (error) {
      outcome.refused.push({ body, error: error instanceof Error ? error : new Error(String(error)) });
    }
  }
  if (outcome.results.length === 0 && outcome.refused[0]) throw outcome.refused[0].error;
  return outcome;
};

export const useReserve = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveSlots,
    // Also after a 409: the slot another desk took must disappear from the list at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
};

/** PUT …/areareserva/status { id, idStatus: 90 } */
export const useCancelReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(E.cancel, { body: { id, idStatus: 90 } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
};

export type MonthFilter = {
  reference: number;
  idArea: number;
  tipo: 'RESERVA' | 'BLOQUEIO';
  first: string;
  last: string;
};

/** GET …/areareserva/condominio/{reference}: the month's reservations or blocks of the area. */
export const useReservations = (filter: MonthFilter | null) =>
  useQuery({
    queryKey: reservationKeys.of('list', filter),
    enabled: filter !== null,
    queryFn: ({ signal }) =>
      call(E.list, {
        params: { reference: filter!.reference },
        query: {
          datainicio: `${toBrDay(filter!.first)} 00:00:00`,
          datafim: `${toBrDay(filter!.last)} 23:59:59`,
          idArea: filter!.idArea,
          tiporeserva: filter!.tipo,
        },
        signal,
      }),
  });
