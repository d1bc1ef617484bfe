import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MOVE_LIMITS } from '@portaria/shared/reservations/move-limits';
import type { CreateMove } from '@portaria/shared/reservations/move.schemas';
import { moveEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import { call } from '../../../lib/endpoint-client';
import { reservationKeys } from './reservation-keys';

/** GET /mudanca/?idCondominio&limit=100&dataChegadaFrom&dataChegadaUntil — RECUSADO is hidden (spec §2.10). */
export const useDayMoves = (idCondominio: number, day: string) =>
  useQuery({
    queryKey: reservationKeys.of('moves', idCondominio, day),
    queryFn: async ({ signal }) => {
      const page = await call(E.list, {
        query: { idCondominio, limit: MOVE_LIMITS.pageSize, dataChegadaFrom: day, dataChegadaUntil: day },
        signal,
      });
      return page.data.filter((m) => !m.mudancaStatus.includes('RECUSADO'));
    },
  });

export const useScheduleMove = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMove) => call(E.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
};

export const useCancelMove = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(E.remove, { params: { id_mudanca: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
};
