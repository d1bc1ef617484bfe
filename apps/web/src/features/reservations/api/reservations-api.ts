import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReservation, ReservationResult } from '@portaria/shared/reservations/reservation.schemas';
import { reservationEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import { toBrDay } from '@portaria/shared/reservations/reservation-dates';
import { call } from '../../../lib/endpoint-client';
import { reservationKeys } from './reservation-keys';

/** One POST per chosen slot (spec §7), in order; the first refusal stops and is shown, the rest are not sent. */
export const reserveSlots = async (bodies: CreateReservation[]): Promise<ReservationResult[]> => {
  const results: ReservationResult[] = [];
  for (const body of bodies) results.push(await call(E.reserve, { body }));
  return results;
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

export type MonthFilter = { reference: number; idArea: number; tipo: 'RESERVA' | 'BLOQUEIO'; first: string; last: string };

/** GET …/areareserva/condominio/{reference}: the month's reservations or blocks of the area. */
export const useReservations = (filter: MonthFilter | null) =>
  useQuery({
    queryKey: reservationKeys.of('list', filter),
    enabled: filter !== null,
    queryFn: ({ signal }) =>
      call(E.list, {
        params: { reference: filter!.reference },
        query: { datainicio: `${toBrDay(filter!.first)} 00:00:00`, datafim: `${toBrDay(filter!.last)} 23:59:59`, idArea: filter!.idArea, tiporeserva: filter!.tipo },
        signal,
      }),
  });
