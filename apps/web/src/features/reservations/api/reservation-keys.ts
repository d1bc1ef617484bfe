import { createQueryKeys } from '../../../lib/query-keys';

/** Query keys of the area: invalidate `reservationKeys.all` after any reservation, cancellation or move. */
export const reservationKeys = createQueryKeys('reservations');
