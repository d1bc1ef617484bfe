import { CommonAreasPanel } from './common-areas';
import { PendingBookings } from './pending-bookings';

/** The console's areas tab: bookings waiting for approval first, then the areas, blocks and move rules. */
export const AreasSection = ({ idCondo }: { idCondo: number }) => (
  <>
    <PendingBookings idCondo={idCondo} />
    <CommonAreasPanel idCondo={idCondo} />
  </>
);
