import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import { uploadFile } from '../../../lib/upload-file';

/** The attachment (jpg, png or pdf) through GET /ocorrencias/anexo/presigned-url/put: answers the hashAnexo. */
export const uploadAttachment = (file: File): Promise<string> => uploadFile(occurrenceEndpoints.presignedUrl, file);
