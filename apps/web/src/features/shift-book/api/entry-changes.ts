import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shiftBookEndpoints as E } from '@portaria/shared/shift-book/shift-book.endpoints';
import type { CreateEntry, CreateHandover, UpdateEntry } from '@portaria/shared/shift-book/shift-book.schemas';
import { call } from '../../../lib/endpoint-client';
import { shiftBookKeys } from './shift-book-keys';

/** POST /portaria/livro/registros */
export const createEntry = (body: CreateEntry) => call(E.create, { body });
/** PUT /portaria/livro/registros/{id}: the author, in the first 15 minutes. */
export const updateEntry = ({ id, body }: { id: number; body: UpdateEntry }) =>
  call(E.update, { params: { id }, body });
/** DELETE /portaria/livro/registros/{id}: the author, in the first 15 minutes. */
export const removeEntry = (id: number) => call(E.remove, { params: { id } });
/** POST /portaria/livro/registros/{id}/resolver */
export const resolveEntry = (id: number) => call(E.resolve, { params: { id } });
/** POST /portaria/livro/passagens */
export const closeShift = (body: CreateHandover) => call(E.handover, { body });

/** Any change of the book loads its lists (and the reading) again. */
const useBookChange = <I, O>(mutationFn: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftBookKeys.all }),
  });
};

export const useCreateEntry = () => useBookChange(createEntry);
export const useUpdateEntry = () => useBookChange(updateEntry);
export const useRemoveEntry = () => useBookChange(removeEntry);
export const useResolveEntry = () => useBookChange(resolveEntry);
export const useCloseShift = () => useBookChange(closeShift);
