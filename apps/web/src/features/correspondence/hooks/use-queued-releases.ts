import { useQueuedWrites } from '../../../lib/offline/offline-store';

const KINDS = ['retirada'] as const;

/** The parcels released offline at this desk and not yet sent (issue 35): not offered again, marked on the lists. */
export const useQueuedReleaseIds = (): ReadonlySet<number> =>
  new Set(
    useQueuedWrites(KINDS).flatMap((write) =>
      String(write.meta.ids ?? '')
        .split(',')
        .filter(Boolean)
        .map(Number),
    ),
  );
