import { createQueryKeys } from '../../../lib/query-keys';

/** Query keys of the shift book: every change invalidates `shiftBookKeys.all` (the lists and the reading). */
export const shiftBookKeys = createQueryKeys('shift-book');
