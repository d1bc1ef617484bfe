import { correspondenceFileEndpoints } from '@portaria/shared/correspondence/correspondence-files.endpoints';
import { uploadFile } from '../../../lib/upload-file';

/** The parcel photo through GET /lelloutil/api/aws/presigned-url/put: answers the hashFoto for the registration. */
export const uploadPhoto = (file: File): Promise<string> =>
  uploadFile(correspondenceFileEndpoints.presignedUrl, file, { query: { fileName: file.name } });
