import type { Comprovante } from '@portaria/shared/correspondence/correspondence.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Database } from '../../db/client.ts';
import { findCondoFile } from '../../platform/files/files.repository.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { ensureUploadReady, type UploadPolicy } from '../../platform/files/uploads.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { PHOTO_UPLOADS } from './photo-check.ts';

/**
 * The proof of release (decision 131) comes through the parcel photo's upload path (same area, url and checks); only
 * the refusal of an unknown file speaks of the proof.
 */
const PROOF_UPLOADS: UploadPolicy = {
  ...PHOTO_UPLOADS,
  messages: { ...PHOTO_UPLOADS.messages, unknown: M.proofUnknown },
};

/**
 * Each hash given must be an upload of the token's condominium that arrived and passed the checks (another
 * condominium's, or one never sent, is 400); the signature is the PNG the pad draws.
 */
export const ensureProofReady = async (
  db: Database,
  storage: FileStorage,
  idCondo: number,
  comprovante: Comprovante | null | undefined,
) => {
  const { hashAssinatura, hashFoto } = comprovante ?? {};
  if (hashAssinatura) {
    await ensureUploadReady(db, storage, PROOF_UPLOADS, idCondo, hashAssinatura);
    const file = await findCondoFile(db, idCondo, hashAssinatura);
    if (file?.contentType !== 'image/png') throw new HttpError(400, M.signatureNotPng);
  }
  if (hashFoto) await ensureUploadReady(db, storage, PROOF_UPLOADS, idCondo, hashFoto);
};
