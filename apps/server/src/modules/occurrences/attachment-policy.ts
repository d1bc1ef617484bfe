import { ATTACHMENT_TYPES, OCCURRENCE_LIMITS } from '@portaria/shared/occurrences/occurrences.constants';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import type { UploadPolicy } from '../../platform/files/uploads.ts';

/** An occurrence's attachment: jpg, png or pdf up to 10 MB, recognised by its first bytes (spec 02 §5). */
export const OCCURRENCE_ATTACHMENTS: UploadPolicy<(typeof ATTACHMENT_TYPES)[number]> = {
  area: 'ocorrencias',
  accepted: ATTACHMENT_TYPES,
  maxBytes: OCCURRENCE_LIMITS.attachmentMaxBytes,
  messages: {
    tooLarge: M.fileTooLarge,
    empty: M.uploadEmpty,
    typeRejected: M.fileTypeRejected,
    linkInvalid: M.uploadLinkInvalid,
    alreadyDone: M.uploadAlreadyDone,
    inProgress: M.uploadInProgress,
    unknown: M.attachmentUnknown,
  },
};
