import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shiftBookEndpoints as E } from '@portaria/shared/shift-book/shift-book.endpoints';
import type { CreateEntry, CreateHandover, UpdateEntry } from '@portaria/shared/shift-book/shift-book.schemas';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { call } from '../../../lib/endpoint-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { currentOwner, sendOrQueue } from '../../../lib/offline/offline-store';
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

/**
 * A new entry, offline-capable (issue 35): with no network it is kept in the desk's queue with its key and moment
 * (an attachment needs the network to upload first, as before).
 */
export const queueOrCreateEntry = async (body: CreateEntry) => {
  const outcome = await sendOrQueue({
    key: newIdempotencyKey(),
    owner: currentOwner() ?? '',
    kind: 'livro',
    momento: new Date().toISOString(),
    label: fill(OFFLINE_MESSAGES.labelBook, { texto: body.texto.slice(0, 60) }),
    request: { method: 'POST', path: E.create.path, body },
    meta: { categoria: body.categoria, texto: body.texto, idUnidade: body.idUnidade ?? null },
  });
  return { isQueued: outcome.isQueued };
};

export const useCreateEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: queueOrCreateEntry,
    onSuccess: ({ isQueued }) =>
      isQueued ? undefined : queryClient.invalidateQueries({ queryKey: shiftBookKeys.all }),
  });
};
export const useUpdateEntry = () => useBookChange(updateEntry);
export const useRemoveEntry = () => useBookChange(removeEntry);
export const useResolveEntry = () => useBookChange(resolveEntry);
export const useCloseShift = () => useBookChange(closeShift);
