import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moveEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import { call } from '../../../lib/endpoint-client';
import { reservationKeys } from './reservation-keys';

/** GET /mudanca/ocupados?dataChegadaFrom&dataChegadaUntil: the days of the month on screen another move holds. */
export const getTakenMoveDaysQueryOptions = (month: { first: string; last: string }) =>
  queryOptions({
    queryKey: reservationKeys.of('taken-move-days', month.first),
    queryFn: async ({ signal }) => {
      const { dias } = await call(E.taken, {
        query: { dataChegadaFrom: month.first, dataChegadaUntil: month.last },
        signal,
      });
      return new Set(dias);
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useTakenMoveDays = (month: { first: string; last: string }) =>
  useQuery(getTakenMoveDaysQueryOptions(month));
