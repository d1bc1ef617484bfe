import { useRef, useState } from 'react';
import type { EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { userMessageOf } from '../../../lib/api-client';
import { useCreateCorrespondence } from '../api/create-correspondence';
import { uploadPhoto } from '../api/upload-photo';
import { newIdempotencyKey } from '../utils/idempotency-key';
import type { ParcelFormOutput } from '../utils/parcel-form-schema';

type Submission = { values: ParcelFormOutput; photo: File | null };

/**
 * Photo upload (presigned url, PUT) then the registration. A retry of the same data reuses the uploaded photo and
 * the Idempotency-Key, so a double click or a dropped answer never creates a second parcel.
 */
export const useRegisterCorrespondence = (idUnidade: number | null) => {
  const create = useCreateCorrespondence();
  const [isUploading, setIsUploading] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [errorDetail, setErrorDetail] = useState<string | null>(null);
  const uploaded = useRef<{ file: File; hash: string } | null>(null);
  const attempt = useRef<{ payload: string; key: string; dataChegada: string } | null>(null);

  const submit = async ({ values, photo }: Submission): Promise<EntradaResponse | null> => {
    if (idUnidade === null) return null;
    setErrorMessage(null);
    setErrorDetail(null);
    let hashFoto: string | null = null;
    if (photo) {
      if (uploaded.current?.file === photo) {
        hashFoto = uploaded.current.hash;
      } else {
        setIsUploading(true);
        try {
          hashFoto = await uploadPhoto(photo);
          uploaded.current = { file: photo, hash: hashFoto };
        } catch {
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
    const body = { ...values, unidade: idUnidade, hashFoto, dataChegada: attempt.current.dataChegada };
    try {
      const created = await create.mutateAsync({ body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      uploaded.current = null;
      return created;
    } catch (error) {
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
