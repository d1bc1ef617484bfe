import { createQueryKeys } from '../../../lib/query-keys';

/** Query keys of the area. */
export const documentKeys = createQueryKeys('documents');
