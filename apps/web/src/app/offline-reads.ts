import { entriesOfflineReads } from '../features/access-control/entries/api/entries-offline';
import { pendingOfflineReads } from '../features/correspondence/api/pending-offline';
import { deskOfflineReads } from '../features/desk/api/offline-reads';
import { movesOfflineReads } from '../features/reservations/api/moves-offline';
import type { OfflinePrefetch } from '../lib/offline/prefetch-reads';

/**
 * What the desk refreshes in the background to read offline (issue 35 item 2, decision 129), besides the
 * condominium's blocks, units and residents: each unit's page (residents and authorised people, instructions, parcels,
 * expected visitors, bookings and moves), the visitors of today and tomorrow, the parcels waiting and the days' moves.
 * An area that wants its screen readable offline without having been opened adds its part here.
 */
export const OFFLINE_READS: readonly OfflinePrefetch[] = [
  deskOfflineReads,
  entriesOfflineReads,
  pendingOfflineReads,
  movesOfflineReads,
];
