import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfigEndpoints } from '@portaria/shared/app-config/app-config.endpoints';
import { call } from './endpoint-client';
import { createQueryKeys } from './query-keys';
import { useSession } from './session';

const configKeys = createQueryKeys('public-config');

/**
 * GET /public/config — the support chat, the biometrics panel address and the support contacts: the installation's,
 * or, with the session's token, the condominium's own where the administration console set them (issue 31).
 */
export const publicConfigQueryOptions = (idCondo: number | null) =>
  queryOptions({
    queryKey: configKeys.of('of', idCondo ?? 0),
    queryFn: ({ signal }) => call(appConfigEndpoints.get, { signal }),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions(useSession().condominiumId ?? null));
