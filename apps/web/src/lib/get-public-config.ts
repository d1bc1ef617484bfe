import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfigEndpoints } from '@portaria/shared/app-config/app-config.endpoints';
import { call } from './endpoint-client';
import { createQueryKeys } from './query-keys';

const configKeys = createQueryKeys('public-config');

/** GET /public/config — the support chat, the biometrics panel address and the support contacts (set on the server). */
export const publicConfigQueryOptions = queryOptions({
  queryKey: configKeys.all,
  queryFn: ({ signal }) => call(appConfigEndpoints.get, { signal }),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQueryOptions);
