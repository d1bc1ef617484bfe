import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import { moveEndpoints as ME } from '@portaria/shared/reservations/reservations.endpoints';
import { call } from '../../../lib/endpoint-client';
import { reservationKeys } from './reservation-keys';

/** GET /reservaareas/v1/area/condominio/{reference} */
export const getAreasQueryOptions = (reference: number) =>
  queryOptions({
    queryKey: reservationKeys.of('areas', reference),
    queryFn: ({ signal }) => call(E.areas, { params: { reference }, signal }),
  });
export const useAreas = (reference: number) => useQuery(getAreasQueryOptions(reference));

/** GET /mudanca/regra/?id={reference} (404 when the condominium has none: the Mudança card is then hidden). */
export const useMoveRules = (reference: number) =>
  useQuery({
    queryKey: reservationKeys.of('move-rules', reference),
    queryFn: ({ signal }) => call(ME.rules, { query: { id: reference }, signal }),
    retry: false,
  });
