import { OCCURRENCE_LIMITS } from '@portaria/shared/occurrences/occurrences.constants';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { AttachmentField as SharedAttachmentField } from '../../../components/form/attachment-field';

type AttachmentFieldProps = { value: File | null; onChange: (file: File | null) => void; isUploading?: boolean };

/** The occurrence's attachment on the shared field: jpg, png or pdf up to 10 MB. */
export const AttachmentField = (props: AttachmentFieldProps) => (
  <SharedAttachmentField {...props} copy={M} maxBytes={OCCURRENCE_LIMITS.attachmentMaxBytes} />
);
