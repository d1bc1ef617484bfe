import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { ATTACHMENT_TYPES, SHIFT_BOOK_LIMITS } from '@portaria/shared/shift-book/shift-book.rules';
import type { UploadPolicy } from '../../platform/files/uploads.ts';

/** An entry's attachment: jpg, png or pdf up to 10 MB, recognised by its first bytes (as an occurrence's). */
export const SHIFT_BOOK_ATTACHMENTS: UploadPolicy<(typeof ATTACHMENT_TYPES)[number]> = {
  area: 'livro',
  accepted: ATTACHMENT_TYPES,
  maxBytes: SHIFT_BOOK_LIMITS.attachmentMaxBytes,
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
