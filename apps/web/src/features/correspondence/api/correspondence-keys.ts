import { createQueryKeys } from '../../../lib/query-keys';

/** Every query of the area: invalidate through these, never literal arrays. */
export const correspondenceKeys = createQueryKeys('correspondence');

/** The unit's pending parcels: refetched after a registration or a release in that unit. */
export const pendingKey = (idUnidade: number) => correspondenceKeys.of('pending', idUnidade);

/** The notices' status of those parcels: under pendingKey, so a registration or a release refetches it too. */
export const pendingNoticesKey = (idUnidade: number) => correspondenceKeys.of('pending', idUnidade, 'notices');

/** The shelf and the tile's count: refetched after any registration or release, in whichever unit. */
export const shelfKey = (...params: readonly unknown[]) => correspondenceKeys.of('shelf', ...params);
