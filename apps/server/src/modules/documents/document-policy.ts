import { DOCUMENT_LIMITS, DOCUMENT_TYPES } from '@portaria/shared/documents/documents.constants';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import type { UploadPolicy } from '../../platform/files/uploads.ts';

/** A condominium document: a PDF up to 10 MB, recognised by its first bytes ("%PDF-"). */
export const DOCUMENT_UPLOADS: UploadPolicy<(typeof DOCUMENT_TYPES)[number]> = {
  area: 'documentos',
  accepted: DOCUMENT_TYPES,
  maxBytes: DOCUMENT_LIMITS.fileMaxBytes,
  messages: {
    tooLarge: M.fileTooLarge,
    empty: M.uploadEmpty,
    typeRejected: M.fileTypeRejected,
    linkInvalid: M.uploadLinkInvalid,
    alreadyDone: M.uploadAlreadyDone,
    inProgress: M.uploadInProgress,
    unknown: M.fileUnknown,
  },
};
