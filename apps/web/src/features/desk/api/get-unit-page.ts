import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitPage } from '@portaria/shared/desk/desk.schemas';
import { deskEndpoints } from '@portaria/shared/desk/desk.endpoints';
import { call } from '../../../lib/endpoint-client';
import { unitPageKey } from './desk-keys';

/** GET /portaria/unidades/{idUnidade} — the unit and each section the token may see (null when it may not). */
export const getUnitPage = (idUnidade: number, signal?: AbortSignal): Promise<UnitPage> =>
  call(deskEndpoints.unitPage, { params: { idUnidade }, signal });

export const getUnitPageQueryOptions = (idUnidade: number) =>
  queryOptions({
    queryKey: unitPageKey(idUnidade),
    queryFn: ({ signal }) => getUnitPage(idUnidade, signal),
    // Parcels, visits and bookings change all shift long (often through a flow opened from this page): each time
    // the page opens it loads again, showing the last answer meanwhile.
    staleTime: 0,
  });

export const useUnitPage = (idUnidade: number | null) =>
  useQuery({ ...getUnitPageQueryOptions(idUnidade ?? 0), enabled: idUnidade !== null });
