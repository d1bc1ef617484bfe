import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelNotices, PendingNotices } from '@portaria/shared/notices/notice.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { call } from '../../../lib/endpoint-client';
import { correspondenceKeys, pendingNoticesKey } from './correspondence-keys';

/** How long the success screen waits for the notice to leave before saying it is on its way. */
export const NOTICE_POLL_MS = 1000;
export const NOTICE_POLL_TRIES = 8;

/** GET /correspondencia/{id}/avisos — the parcel's notice to each resident. */
export const getParcelNotices = (id: number, signal?: AbortSignal): Promise<ParcelNotices> =>
  call(correspondenceEndpoints.notices, { params: { id }, signal });

/** Polled briefly while the notice is queued: a few tries, then the screen says it is on its way. */
export const getParcelNoticesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: correspondenceKeys.of('notices', id),
    queryFn: ({ signal }) => getParcelNotices(id, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'NA_FILA' && query.state.dataUpdateCount < NOTICE_POLL_TRIES
        ? NOTICE_POLL_MS
        : false,
  });

export const useParcelNotices = (id: number | null) =>
  useQuery({ ...getParcelNoticesQueryOptions(id ?? 0), enabled: id !== null });

/** GET /correspondencia/avisos?unidade — the notices' status of the unit's pending parcels. */
export const getPendingNoticesQueryOptions = (idUnidade: number) =>
  queryOptions({
    queryKey: pendingNoticesKey(idUnidade),
    queryFn: ({ signal }): Promise<PendingNotices> =>
      call(correspondenceEndpoints.pendingNotices, { query: { unidade: idUnidade }, signal }),
    staleTime: 0,
    // A queued notice settles within seconds (or after its retries): look again while one is on its way.
    refetchInterval: (query) => (query.state.data?.data.some((n) => n.status === 'NA_FILA') ? 5000 : false),
  });

export const usePendingNotices = (idUnidade: number) => useQuery(getPendingNoticesQueryOptions(idUnidade));
