import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import { call } from '../../../lib/endpoint-client';
import { reservationKeys } from './reservation-keys';

type YearsFilter = { idArea: number; tipo: 'RESERVA' | 'BLOQUEIO' };

/** GET …/areareserva/anos?idArea&tiporeserva: the later years holding bookings of the area (issue 28). */
export const getReservationYearsQueryOptions = ({ idArea, tipo }: YearsFilter) =>
  queryOptions({
    queryKey: reservationKeys.of('years', idArea, tipo),
    queryFn: ({ signal }) => call(E.years, { query: { idArea, tiporeserva: tipo }, signal }),
    staleTime: 0,
  });

export const useReservationYears = (filter: YearsFilter | null) =>
  useQuery({ ...getReservationYearsQueryOptions(filter ?? { idArea: 0, tipo: 'RESERVA' }), enabled: filter !== null });
