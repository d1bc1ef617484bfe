import { CORRESPONDENCE_LIMITS, PHOTO_TYPES } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Database } from '../../db/client.ts';
import { ensureUploadReady, type UploadPolicy } from '../../platform/files/uploads.ts';
import type { FileStorage } from '../../platform/files/storage.ts';

/** A parcel's photo: jpg or png up to 10 MB, through the upload path every area's attachments use. */
export const PHOTO_UPLOADS: UploadPolicy<(typeof PHOTO_TYPES)[number]> = {
  area: 'correspondencia',
  accepted: PHOTO_TYPES,
  maxBytes: CORRESPONDENCE_LIMITS.photoMaxBytes,
  messages: {
    tooLarge: M.fileTooLarge,
    empty: M.uploadEmpty,
    typeRejected: M.fileTypeRejected,
    linkInvalid: M.uploadLinkInvalid,
    alreadyDone: M.uploadAlreadyDone,
    inProgress: M.uploadInProgress,
    unknown: M.photoUnknown,
  },
};

/** A registration may only point at a photo of its own condominium that arrived and passed the checks. */
export const ensurePhotoReady = (db: Database, storage: FileStorage, idCondo: number, hash: string) =>
  ensureUploadReady(db, storage, PHOTO_UPLOADS, idCondo, hash);
