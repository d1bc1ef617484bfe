import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reservationEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import { toBrDay } from '@portaria/shared/reservations/reservation-dates';
import { call } from '../../../lib/endpoint-client';
import { reservationKeys } from './reservation-keys';

/** GET …/calendar/day/{areaId}: the blocked days (B) of the month on screen. A failure is only logged (spec §8). */
export const useBlockedDays = (areaId: number | null, month: { first: string; last: string }) =>
  useQuery({
    queryKey: reservationKeys.of('calendar', areaId, month.first),
    enabled: areaId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      try {
        const days = await call(E.calendar, {
          params: { areaId: areaId! },
          query: { datainicio: `${toBrDay(month.first)} 00:00:00`, datafim: `${toBrDay(month.last)} 23:59:59` },
          signal,
        });
        return new Set(days.filter((d) => d.B).map((d) => d.data));
      } catch (error) {
        console.warn('calendário indisponível', error);
        return new Set<string>();
      }
    },
  });

/** GET …/calendar/day/hours/{areaId}/{unitId}?data=DD/MM/YYYY: the free slots of the day for the unit. */
export const useFreeSlots = (areaId: number | null, unitId: number | null, day: string | null) =>
  useQuery({
    queryKey: reservationKeys.of('slots', areaId, unitId, day),
    enabled: areaId !== null && unitId !== null && day !== null,
    queryFn: ({ signal }) =>
      call(E.slots, { params: { areaId: areaId!, unitId: unitId! }, query: { data: toBrDay(day!) }, signal }),
  });
