import { createQueryKeys } from '../../../lib/query-keys';

/** Every query of the desk console: invalidate through these, never literal arrays. */
export const deskKeys = createQueryKeys('desk');

export const searchKey = (q: string) => deskKeys.of('search', q);

export const unitPageKey = (idUnidade: number) => deskKeys.of('unit', idUnidade);
