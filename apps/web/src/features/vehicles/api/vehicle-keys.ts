import { createQueryKeys } from '../../../lib/query-keys';

/** Query keys of the area: invalidate `vehicleKeys.all` after any change. */
export const vehicleKeys = createQueryKeys('vehicles');

export const vehicleListKey = (queryParam: string) => vehicleKeys.of('list', queryParam);
