import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shiftBookEndpoints as E } from '@portaria/shared/shift-book/shift-book.endpoints';
import type { ConfirmReading } from '@portaria/shared/shift-book/shift-book.schemas';
import { call } from '../../../lib/endpoint-client';
import { createQueryKeys } from '../../../lib/query-keys';
import { shiftBookKeys } from './shift-book-keys';

/**
 * The reading has its own keys, outside `shiftBookKeys.all`: it is asked once per page load and condominium, so a
 * handover written by someone else while this person works never swaps the dashboard (and an open flow) for it.
 */
export const readingKeys = createQueryKeys('shift-book-reading');

/** GET /portaria/livro/leitura: the handover this person must read before the dashboard, if any. */
export const getReading = (signal?: AbortSignal) => call(E.reading, { signal });

export const getReadingQueryOptions = (idCondo: number | null) => ({
  queryKey: readingKeys.of('pending', idCondo),
  queryFn: ({ signal }: { signal: AbortSignal }) => getReading(signal),
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

export const useReading = (idCondo: number | null, isEnabled: boolean) =>
  useQuery({ ...getReadingQueryOptions(idCondo), enabled: isEnabled });

/** POST /portaria/livro/leitura: 'Li e estou ciente'. */
export const confirmReading = (body: ConfirmReading) => call(E.confirmReading, { body });

export const useConfirmReading = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReading,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: readingKeys.all }),
        queryClient.invalidateQueries({ queryKey: shiftBookKeys.all }),
      ]),
  });
};
