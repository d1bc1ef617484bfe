import { queryOptions, useQuery } from '@tanstack/react-query';
import { areaAdminEndpoints as E } from '@portaria/shared/administration/areas.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

export type BlockPeriod = { idArea: number; dataDe: string; dataAte: string };

/**
 * GET /administracao/areas/{idArea}/bloqueios/conflitos — the reservations a block of the period would cancel. Read
 * fresh each time it is asked (the desk books meanwhile): the confirmation sends exactly the ids it showed.
 */
export const getBlockClashesQueryOptions = (idCondo: number, period: BlockPeriod) =>
  queryOptions({
    queryKey: administrationKeys.of('area-block-clashes', idCondo, period),
    queryFn: ({ signal }) =>
      call(E.clashes, {
        params: { idArea: period.idArea },
        query: { dataDe: period.dataDe, dataAte: period.dataAte },
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  });

/** Asked only once the period is chosen and the syndic presses the check (null: not yet). */
export const useBlockClashes = (idCondo: number, period: BlockPeriod | null) =>
  useQuery({
    ...getBlockClashesQueryOptions(idCondo, period ?? { idArea: 0, dataDe: '', dataAte: '' }),
    enabled: period !== null,
  });
