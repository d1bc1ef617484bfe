import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '@portaria/shared/common/page-meta';
import { CHARGE_LIMITS, type ChargesPage } from '@portaria/shared/reservations/charge.schemas';
import { chargeEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import { call, callBlob } from '../../../lib/endpoint-client';
import { reservationKeys } from './reservation-keys';

/** GET …/cobrancas?mes=YYYY-MM: the month's charge lines, 50 a page, with the month's totals on every page. */
export const useCharges = (mes: string) =>
  useInfiniteQuery({
    queryKey: reservationKeys.of('charges', mes),
    queryFn: ({ pageParam, signal }): Promise<ChargesPage> =>
      call(E.list, { query: { mes, page: pageParam, limit: CHARGE_LIMITS.pageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ChargesPage) => nextPageOf(last.meta),
    staleTime: 0,
  });

/** GET …/cobrancas/relatorio/{PDF|CSV}?mes=: the month's report file. */
export const fetchChargesReport = (tipo: 'PDF' | 'CSV', mes: string) =>
  callBlob(E.report, { params: { tipo }, query: { mes } });
