import { entryEndpoints } from '@portaria/shared/access-control/visitors.endpoints';
import { VISITOR_LIMITS } from '@portaria/shared/access-control/visitors.rules';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { call } from '../../../../lib/endpoint-client';
import { readAllPages, type OfflinePrefetch } from '../../../../lib/offline/prefetch-reads';
import { visitorKeys } from '../../visitors/api/visitor-keys';
import { NO_ENTRY_FILTERS } from './entry-filters';

/**
 * The visitors with a schedule valid today and tomorrow (issue 35 item 2): every page of each day's cards with no
 * filter, under the key the entries screen reads when opened on that day (useEntries).
 */
export const entriesOfflineReads: OfflinePrefetch = {
  permission: PERMISSIONS.accessControl,
  read: async ({ today, tomorrow }) =>
    Promise.all(
      [today, tomorrow].map(async (day) => ({
        queryKey: visitorKeys.of('entries', day, NO_ENTRY_FILTERS),
        data: await readAllPages((page) =>
          call(entryEndpoints.day, {
            query: { page, limit: VISITOR_LIMITS.pageSize, dataReferencia: day },
            isBackground: true,
          }),
        ),
      })),
    ),
};
