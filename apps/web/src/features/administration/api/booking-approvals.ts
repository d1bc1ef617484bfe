import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingApprovalEndpoints as E } from '@portaria/shared/administration/booking-approvals.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/** GET /administracao/reservas/pendentes — bookings waiting for the syndic, soonest first. */
export const getPendingBookingsQueryOptions = (idCondo: number) =>
  queryOptions({
    queryKey: administrationKeys.of('pending-bookings', idCondo),
    queryFn: ({ signal }) => call(E.pending, { signal }),
  });

export const usePendingBookings = (idCondo: number) => useQuery(getPendingBookingsQueryOptions(idCondo));

/** POST /administracao/reservas/{idReserva}/aprovar or /recusar; refreshes the list. */
export const useDecideBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idReserva, isApproved }: { idReserva: number; isApproved: boolean }) =>
      call(isApproved ? E.approve : E.refuse, { params: { idReserva } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.all }),
  });
};
