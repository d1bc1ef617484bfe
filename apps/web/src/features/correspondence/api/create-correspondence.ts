import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntradaInput, EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { call } from '../../../lib/endpoint-client';
import { pendingKey, shelfKey } from './correspondence-keys';

export type CreateCorrespondenceInput = { body: EntradaInput; idempotencyKey: string; momento?: string };

/** POST /correspondencia/entrada with an Idempotency-Key: a retry of the same key never creates a second parcel. */
export const createCorrespondence = ({
  body,
  idempotencyKey,
  momento,
}: CreateCorrespondenceInput): Promise<EntradaResponse> =>
  call(correspondenceEndpoints.register, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey, ...(momento ? { momento } : {}) },
  });

export const useCreateCorrespondence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCorrespondence,
    onSuccess: (created) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingKey(created.unidade.idUnidade) }),
        queryClient.invalidateQueries({ queryKey: shelfKey() }),
      ]),
  });
};
