import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingPreRegistration } from '@portaria/shared/accounts/accounts.schemas';
import { preRegistrationEndpoints } from '@portaria/shared/accounts/pre-registration.endpoints';
import { call } from '../../../lib/endpoint-client';
import { createQueryKeys } from '../../../lib/query-keys';

/** Every query of the area: invalidate through these, never literal arrays. */
export const preRegistrationKeys = createQueryKeys('pre-registrations');

/** GET /portaria/api/v1/precadastros — pending pre-registrations of the condominium in the token. */
export const getPendingPreRegistrations = (): Promise<{ data: PendingPreRegistration[] }> =>
  call(preRegistrationEndpoints.pending);

export const getPendingPreRegistrationsQueryOptions = (idCondo: number) =>
  queryOptions({
    queryKey: preRegistrationKeys.of('pending', idCondo),
    queryFn: getPendingPreRegistrations,
    select: (response) => response.data,
    staleTime: 30_000,
  });

export const usePendingPreRegistrations = (idCondo: number, isEnabled: boolean) =>
  useQuery({ ...getPendingPreRegistrationsQueryOptions(idCondo), enabled: isEnabled });
