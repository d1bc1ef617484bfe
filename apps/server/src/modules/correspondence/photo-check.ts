import { CORRESPONDENCE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { detectPhotoType, MAGIC_BYTES_NEEDED } from '../../storage/file-type.ts';
import { storageKey, type FileStorage } from '../../storage/storage.ts';
import { findCondoFile, markStored } from './files.repository.ts';

/** 413 above 10 MB, 415 when the first bytes are not a jpg or png. */
export const checkPhotoBytes = (head: Uint8Array, size: number) => {
  if (size > CORRESPONDENCE_LIMITS.photoMaxBytes) throw new HttpError(413, M.fileTooLarge);
  if (size === 0) throw new HttpError(400, M.uploadEmpty);
  const type = detectPhotoType(head);
  if (!type) throw new HttpError(415, M.fileTypeRejected);
  return type;
};

/**
 * A registration may only point at a photo of its own condominium that arrived and passed the checks. With S3
 * the browser uploaded straight to the bucket, so the object is checked here (and deleted when it fails).
 */
export const ensurePhotoReady = async (db: Database, storage: FileStorage, idCondo: number, hash: string) => {
  const file = await findCondoFile(db, idCondo, hash);
  if (!file) throw new HttpError(400, M.photoUnknown);
  if (file.status === 'ARMAZENADO') return;
  const key = storageKey(idCondo, hash);
  const object = storage.driver === 's3' ? await storage.inspect(key, MAGIC_BYTES_NEEDED) : null;
  if (!object) throw new HttpError(400, M.photoUnknown);
  try {
    const type = checkPhotoBytes(object.head, object.size);
    await markStored(db, idCondo, hash, type, object.size);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
};
