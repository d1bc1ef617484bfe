import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityNotices, NoticeMarks } from '@portaria/shared/notices/notice.schemas';
import { reservationEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import { call } from '../../../lib/endpoint-client';
import { reservationKeys } from './reservation-keys';

/** GET /reservaareas/v1/areareserva/avisos/{id} — the reservation's notice to each resident of the unit. */
export const getReservationNoticesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reservationKeys.of('notices', id),
    queryFn: ({ signal }): Promise<EntityNotices> => call(E.notices, { params: { id }, signal }),
    staleTime: 0,
    // A queued notice settles within seconds (or after its retries): look again while one is on its way.
    refetchInterval: (query) => (query.state.data?.status === 'NA_FILA' ? 2000 : false),
  });

export const useReservationNotices = (id: number | undefined) =>
  useQuery({ ...getReservationNoticesQueryOptions(id ?? 0), enabled: id !== undefined });

/** GET /reservaareas/v1/areareserva/avisos?ids= — each listed reservation's notice mark (at most 100 per call). */
export const useReservationMarks = (ids: number[]) =>
  useQuery({
    queryKey: reservationKeys.of('notice-marks', ids.join(',')),
    enabled: ids.length > 0,
    queryFn: ({ signal }): Promise<NoticeMarks> =>
      call(E.noticeMarks, { query: { ids: ids.slice(0, 100).join(',') }, signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.data.some((m) => m.status === 'NA_FILA') ? 5000 : false),
  });
