import { createQueryKeys } from '../../../lib/query-keys';

/** Query keys of the area: invalidate `occurrenceKeys.all` after a new occurrence. */
export const occurrenceKeys = createQueryKeys('occurrences');
