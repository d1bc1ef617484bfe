import { createQueryKeys } from '../../../lib/query-keys';

/** Query keys of the administration console. */
export const administrationKeys = createQueryKeys('administration');
