import { createQueryKeys } from './query-keys';

/**
 * The top bar's list of the user's condominiums: read by the reference picker (features/auth), refreshed by the
 * administration console when it creates or reactivates one, so the new condominium is listed at once.
 */
export const referencesKeys = createQueryKeys('references');
