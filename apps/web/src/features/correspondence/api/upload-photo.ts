import type { PresignedResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { correspondenceFileEndpoints } from '@portaria/shared/correspondence/correspondence-files.endpoints';
import { call } from '../../../lib/endpoint-client';

/** GET /lelloutil/api/aws/presigned-url/put — where to PUT the photo and the name (hashFoto) it will have. */
export const getPresignedUrl = (file: File): Promise<PresignedResponse> =>
  call(correspondenceFileEndpoints.presignedUrl, { query: { contentType: file.type || undefined, fileName: file.name } });

/** The signed url carries its own authorisation (our server's HMAC or S3): no bearer, just the bytes and their type. */
export const putFile = async (url: string, file: File): Promise<void> => {
  const response = await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
  if (!response.ok) throw new Error(`upload ${response.status}`);
};

/** Presigned url, then PUT: answers the hashFoto to send with the registration. */
export const uploadPhoto = async (file: File): Promise<string> => {
  const { url, fileName } = await getPresignedUrl(file);
  await putFile(url, file);
  return fileName;
};
