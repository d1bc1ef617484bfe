import { queryOptions, useQuery } from '@tanstack/react-query';
import { accessRequestEndpoints } from '@portaria/shared/access-control/residents.endpoints';
import { call } from '../../../lib/endpoint-client';
import { createQueryKeys } from '../../../lib/query-keys';

export const accessRequestKeys = createQueryKeys('access-requests');

/** GET /condominos/v1/unit-access/solicitacoes — pending requests of the condominium in the token. */
export const getPendingAccessRequestsQueryOptions = (idCondo: number) =>
  queryOptions({
    queryKey: accessRequestKeys.of('pending', idCondo),
    queryFn: ({ signal }) => call(accessRequestEndpoints.pending, { signal }),
    select: (answer) => answer.data,
    staleTime: 30_000,
  });

export const usePendingAccessRequests = (idCondo: number, isEnabled: boolean) =>
  useQuery({ ...getPendingAccessRequestsQueryOptions(idCondo), enabled: isEnabled });

/** POST .../{id}/aprovar or .../{id}/recusar (the review refreshes the list either way: someone else may have decided). */
export const decideAccessRequest = (id: number, decision: 'approve' | 'reject') =>
  call(decision === 'approve' ? accessRequestEndpoints.approve : accessRequestEndpoints.refuse, { params: { id } });
