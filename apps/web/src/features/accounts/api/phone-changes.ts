import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingPhoneChange } from '@portaria/shared/accounts/phone-change.schemas';
import { phoneChangeEndpoints } from '@portaria/shared/accounts/phone-change.endpoints';
import { call } from '../../../lib/endpoint-client';
import { createQueryKeys } from '../../../lib/query-keys';

/** Every query of the phone changes: invalidate through these, never literal arrays. */
export const phoneChangeKeys = createQueryKeys('phone-changes');

/** GET /portaria/api/v1/trocas-telefone — phone changes waiting, of people who work in the token's condominium. */
export const getPendingPhoneChanges = (): Promise<{ data: PendingPhoneChange[] }> => call(phoneChangeEndpoints.pending);

export const getPendingPhoneChangesQueryOptions = (idCondo: number) =>
  queryOptions({
    queryKey: phoneChangeKeys.of('pending', idCondo),
    queryFn: getPendingPhoneChanges,
    select: (response) => response.data,
    staleTime: 30_000,
  });

export const usePendingPhoneChanges = (idCondo: number, isEnabled: boolean) =>
  useQuery({ ...getPendingPhoneChangesQueryOptions(idCondo), enabled: isEnabled });

/** POST .../{id}/aprovar (the number becomes the person's phone) or .../{id}/recusar. */
export const decidePhoneChange = (id: number, decision: 'approve' | 'reject') =>
  call(decision === 'approve' ? phoneChangeEndpoints.approve : phoneChangeEndpoints.reject, { params: { id } });
