import { createQueryKeys } from '../../../lib/query-keys';

/** Every query of the area: invalidate through these, never literal arrays. */
export const correspondenceKeys = createQueryKeys('correspondence');

/** The unit's pending parcels: refetched after a registration or a release in that unit. */
export const pendingKey = (idUnidade: number) => correspondenceKeys.of('pending', idUnidade);
