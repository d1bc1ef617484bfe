import { createQueryKeys } from '../../../lib/query-keys';

/** Query keys of the area: invalidate `residentKeys.all` after any change. */
export const residentKeys = createQueryKeys('residents');
