import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { uploadPhoto } from './upload-photo';

/** What the desk collected as proof of release (decision 131): the pad's PNG and/or the camera's JPEG. */
export type ProofDraft = { signature: Blob | null; photo: File | null };
export const EMPTY_PROOF: ProofDraft = { signature: null, photo: null };
export const hasProofDraft = (draft: ProofDraft | null | undefined) => Boolean(draft?.signature || draft?.photo);

/** The signature or photo could not be uploaded: the form stays filled and the step offers 'Tentar novamente'. */
export class ProofUploadError extends Error {
  constructor() {
    super(M.proofUploadFailed);
    this.name = 'ProofUploadError';
  }
}

/** A release that needs proof is never queued offline: the upload needs the network (decision 131). */
export class ProofOfflineError extends Error {
  constructor() {
    super(M.proofOfflineBlocked);
    this.name = 'ProofOfflineError';
  }
}

export const isProofError = (error: unknown): error is ProofUploadError | ProofOfflineError =>
  error instanceof ProofUploadError || error instanceof ProofOfflineError;

// A retry after a failed release does not upload again what already arrived.
const uploaded = new WeakMap<Blob, string>();

const uploadOnce = async (blob: Blob, name: string, type: string) => {
  const known = uploaded.get(blob);
  if (known) return known;
  const hash = await uploadPhoto(blob instanceof File ? blob : new File([blob], name, { type }));
  uploaded.set(blob, hash);
  return hash;
};

/** Uploads the proof through the parcel photo's url and answers the release's `comprovante`. */
export const uploadProof = async (draft: ProofDraft) => {
  try {
    const hashAssinatura = draft.signature ? await uploadOnce(draft.signature, 'assinatura.png', 'image/png') : null;
    const hashFoto = draft.photo ? await uploadOnce(draft.photo, 'quem-retira.jpg', 'image/jpeg') : null;
    return { hashAssinatura, hashFoto };
  } catch {
    throw new ProofUploadError();
  }
};
