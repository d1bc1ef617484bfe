import { PERMISSIONS } from '@portaria/shared/permissions';
import { MOVE_LIMITS } from '@portaria/shared/reservations/move-limits';
import { moveEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import { call } from '../../../lib/endpoint-client';
import type { OfflinePrefetch } from '../../../lib/offline/prefetch-reads';
import { reservationKeys } from './reservation-keys';

/** Today's and tomorrow's moves (issue 35 item 2), under the key the moves screen reads for that day (useDayMoves). */
export const movesOfflineReads: OfflinePrefetch = {
  permission: PERMISSIONS.reservations,
  read: async ({ idCondo, today, tomorrow }) =>
    Promise.all(
      [today, tomorrow].map(async (day) => {
        const page = await call(E.list, {
          query: { idCondominio: idCondo, limit: MOVE_LIMITS.pageSize, dataChegadaFrom: day, dataChegadaUntil: day },
          isBackground: true,
        });
        return {
          queryKey: reservationKeys.of('moves', idCondo, day),
          data: page.data.filter((m) => !m.mudancaStatus.includes('RECUSADO')),
        };
      }),
    ),
};
