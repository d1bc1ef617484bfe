import { CORRESPONDENCE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { pageMeta } from '@portaria/shared/common/page-meta';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { call } from '../../../lib/endpoint-client';
import { readAllPages, type OfflinePrefetch } from '../../../lib/offline/prefetch-reads';
import { pendingKey } from './correspondence-keys';

/**
 * The parcels waiting at the desk (issue 35 item 2): the condominium's pending list, every page, split by unit under
 * the key the release list reads for one unit (getPendingCorrespondences, its first 100); a unit with none gets its
 * empty list, so the release shows "nothing waiting" offline rather than waiting for the network.
 */
export const pendingOfflineReads: OfflinePrefetch = {
  permission: PERMISSIONS.correspondence,
  read: async ({ unitIds }) => {
    const limit = CORRESPONDENCE_LIMITS.historyPageSize;
    const { pages } = await readAllPages((page) =>
      call(correspondenceEndpoints.list, { query: { status: 'PENDENTE', limit, page }, isBackground: true }),
    );
    const byUnit = new Map<number, Correspondencia[]>(unitIds.map((id) => [id, []]));
    for (const parcel of pages.flatMap((page) => page.data)) byUnit.get(parcel.unidade.idUnidade)?.push(parcel);
    const size = CORRESPONDENCE_LIMITS.pendingPageSize;
    return [...byUnit].map(([idUnidade, parcels]) => ({
      queryKey: pendingKey(idUnidade),
      data: { data: parcels.slice(0, size), meta: pageMeta(1, size, parcels.length) },
    }));
  },
};
