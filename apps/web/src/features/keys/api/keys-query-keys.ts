import { createQueryKeys } from '../../../lib/query-keys';

/** Query keys of the area: every change invalidates `keyQueryKeys.all` (lists, history, the key picker). */
export const keyQueryKeys = createQueryKeys('keys');
