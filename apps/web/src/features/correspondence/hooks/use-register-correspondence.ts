import { useRef, useState } from 'react';
import type { EntradaInput, EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { currentOwner, hasWaitingWrites, isOnline, queueWrite } from '../../../lib/offline/offline-store';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { isApiError, userMessageOf } from '../../../lib/api-client';
import { useCreateCorrespondence } from '../api/create-correspondence';
import { uploadPhoto } from '../api/upload-photo';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { ParcelFormOutput } from '../utils/parcel-form-schema';

type Submission = { values: ParcelFormOutput; photo: File | null };

/** Kept in the desk's queue (issue 35): no network, or older records still wait to be sent. */
export const QUEUED = 'queued' as const;

const isNetworkFailure = (error: unknown) => (isApiError(error) && error.status === 0) || error instanceof TypeError;

/**
 * Photo upload (presigned url, PUT) then the registration. A retry of the same data reuses the uploaded photo and
 * the Idempotency-Key, so a double click or a dropped answer never creates a second parcel.
 */
export const useRegisterCorrespondence = (idUnidade: number | null, unitLabel?: string) => {
  const create = useCreateCorrespondence();
  const [isUploading, setIsUploading] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [errorDetail, setErrorDetail] = useState<string | null>(null);
  const uploaded = useRef<{ file: File; hash: string } | null>(null);
  const attempt = useRef<{ payload: string; key: string; dataChegada: string } | null>(null);

  /** The registration as it would have gone now: its key and moment, the photo's bytes when not yet uploaded. */
  const queue = async (
    body: EntradaInput & { unidade: number; destinatario: string },
    key: string,
    momento: string,
    photo: File | null,
  ) => {
    await queueWrite({
      key,
      owner: currentOwner() ?? '',
      kind: 'correspondencia',
      momento,
      label: fill(OFFLINE_MESSAGES.labelParcel, { destinatario: body.destinatario, unidade: unitLabel ?? '' }),
      request: { method: 'POST', path: correspondenceEndpoints.register.path, body },
      photo: photo ? { blob: photo, name: photo.name, field: 'hashFoto' } : undefined,
      meta: {
        idUnidade: body.unidade,
        destinatario: body.destinatario,
        descricao: typeof body.descricao === 'string' ? body.descricao : null,
      },
    });
    attempt.current = null;
    uploaded.current = null;
    return QUEUED;
  };

  const submit = async ({ values, photo }: Submission): Promise<EntradaResponse | typeof QUEUED | null> => {
    if (idUnidade === null) return null;
    setErrorMessage(null);
    setErrorDetail(null);
    if (!isOnline() || hasWaitingWrites()) {
      const momento = new Date().toISOString();
      return queue(
        { ...values, unidade: idUnidade, hashFoto: null, dataChegada: momento },
        newIdempotencyKey(),
        momento,
        photo,
      );
    }
    let hashFoto: string | null = null;
    if (photo) {
      if (uploaded.current?.file === photo) {
        hashFoto = uploaded.current.hash;
      } else {
        setIsUploading(true);
        try {
          hashFoto = await uploadPhoto(photo);
          uploaded.current = { file: photo, hash: hashFoto };
        } catch (error) {
          if (isNetworkFailure(error)) {
            const momento = new Date().toISOString();
            const body = { ...values, unidade: idUnidade, hashFoto: null, dataChegada: momento };
            return queue(body, newIdempotencyKey(), momento, photo);
          }
          setErrorMessage(M.uploadError);
          return null;
        } finally {
          setIsUploading(false);
        }
      }
    }
    const payload = JSON.stringify({ ...values, unidade: idUnidade, hashFoto });
    if (attempt.current?.payload !== payload) {
      // A retry must send exactly the same body: the arrival time is fixed by the first attempt.
      attempt.current = { payload, key: newIdempotencyKey(), dataChegada: new Date().toISOString() };
    }
    const sent = attempt.current;
    const body = { ...values, unidade: idUnidade, hashFoto, dataChegada: sent.dataChegada };
    try {
      const created = await create.mutateAsync({ body, idempotencyKey: sent.key });
      attempt.current = null;
      uploaded.current = null;
      return created;
    } catch (error) {
      // The answer never came: the same key and moment go in the queue, so a registration that did arrive is kept once.
      if (isNetworkFailure(error)) return queue(body, sent.key, sent.dataChegada, null);
      setErrorMessage(M.registerError);
      // A refusal with a reason (e.g. the photo link expired) is worth showing under the spec's message.
      setErrorDetail(userMessageOf(error) ?? null);
      return null;
    }
  };

  return {
    submit,
    isSubmitting: isUploading || create.isPending,
    errorMessage,
    errorDetail,
    clearError: () => {
      setErrorMessage(null);
      setErrorDetail(null);
    },
  };
};
