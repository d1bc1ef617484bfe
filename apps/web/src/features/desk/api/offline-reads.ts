import { deskEndpoints } from '@portaria/shared/desk/desk.endpoints';
import { call } from '../../../lib/endpoint-client';
import { unitInstructionsKeys } from '../../../lib/get-unit-instructions';
import type { OfflinePrefetch } from '../../../lib/offline/prefetch-reads';
import { unitPageKey } from './desk-keys';

/**
 * GET /portaria/offline — every unit's page as the desk reads it offline, in one answer (a condominium of 20 000
 * residents has thousands of units: one request, not one per unit). Each page goes under the unit page's key, and its
 * instructions under the flows' banner key.
 */
export const deskOfflineReads: OfflinePrefetch = {
  permission: null,
  read: async () => {
    const { unidades } = await call(deskEndpoints.offlineReads, { isBackground: true });
    return unidades.flatMap((page) => [
      { queryKey: unitPageKey(page.unidade.idUnidade), data: page },
      { queryKey: unitInstructionsKeys.of('shown', page.unidade.idUnidade), data: page.instrucoes },
    ]);
  },
};
