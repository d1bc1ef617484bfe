import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOccurrence, OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { call } from '../../../lib/endpoint-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { currentOwner, sendOrQueue } from '../../../lib/offline/offline-store';
import { occurrenceKeys } from './occurrence-keys';

/** POST /portaria/api/v2/ocorrencias */
export const createOccurrence = (payload: CreateOccurrence): Promise<OccurrenceSummary> =>
  call(occurrenceEndpoints.create, { body: payload });

/**
 * Offline-capable (issue 35): with no network the occurrence is kept in the desk's queue with its key and moment, and
 * the answer is null (an attachment needs the network to upload first, as before).
 */
export const queueOrCreateOccurrence = async (payload: CreateOccurrence): Promise<OccurrenceSummary | null> => {
  const outcome = await sendOrQueue<OccurrenceSummary>({
    key: newIdempotencyKey(),
    owner: currentOwner() ?? '',
    kind: 'ocorrencia',
    momento: new Date().toISOString(),
    label: fill(OFFLINE_MESSAGES.labelOccurrence, { titulo: payload.conteudo.slice(0, 60) }),
    request: { method: 'POST', path: occurrenceEndpoints.create.path, body: payload },
    meta: { idUnidade: payload.idUnidade, tipoOcorrencia: payload.tipoOcorrencia },
  });
  return outcome.isQueued ? null : outcome.answer;
};

export const useCreateOccurrence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: queueOrCreateOccurrence,
    onSuccess: (saved) => (saved ? queryClient.invalidateQueries({ queryKey: occurrenceKeys.all }) : undefined),
  });
};
