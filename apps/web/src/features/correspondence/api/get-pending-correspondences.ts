import { queryOptions, useQuery } from '@tanstack/react-query';
import { CORRESPONDENCE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import type { CorrespondenciaPage } from '@portaria/shared/correspondence/correspondence.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { call } from '../../../lib/endpoint-client';
import { pendingKey } from './correspondence-keys';

/** GET /correspondencia?status=PENDENTE&unidade&limit=100 — the unit's parcels waiting at the front desk. */
export const getPendingCorrespondences = (idUnidade: number, signal?: AbortSignal): Promise<CorrespondenciaPage> =>
  call(correspondenceEndpoints.list, {
    query: { status: 'PENDENTE', unidade: idUnidade, limit: CORRESPONDENCE_LIMITS.pendingPageSize, page: 1 },
    signal,
  });

export const getPendingCorrespondencesQueryOptions = (idUnidade: number) =>
  queryOptions({
    queryKey: pendingKey(idUnidade),
    queryFn: ({ signal }) => getPendingCorrespondences(idUnidade, signal),
    // The desk registers and releases all shift long: always show the current list.
    staleTime: 0,
  });

export const usePendingCorrespondences = (idUnidade: number | null) =>
  useQuery({ ...getPendingCorrespondencesQueryOptions(idUnidade ?? 0), enabled: idUnidade !== null });
