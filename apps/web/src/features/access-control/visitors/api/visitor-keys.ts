import { createQueryKeys } from '../../../../lib/query-keys';

/** Visitors, their schedules and the entries list change together: one area key, invalidated after any change. */
export const visitorKeys = createQueryKeys('visitors');
