import { queryOptions, useQuery } from '@tanstack/react-query';
import { administrationEndpoints as E } from '@portaria/shared/administration/administration.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/** GET /administracao/condominios — the condominiums the administrator manages, active or not. */
export const getManagedCondominiumsQueryOptions = () =>
  queryOptions({
    queryKey: administrationKeys.of('managed'),
    queryFn: ({ signal }) => call(E.listCondominiums, { signal }),
  });

export const useManagedCondominiums = (isEnabled: boolean) =>
  useQuery({ ...getManagedCondominiumsQueryOptions(), enabled: isEnabled });
