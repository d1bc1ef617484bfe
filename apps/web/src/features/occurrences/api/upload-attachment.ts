import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import { call } from '../../../lib/endpoint-client';

/**
 * GET /ocorrencias/anexo/presigned-url/put, then PUT of the file to the signed url (no bearer: the signature is
 * the permission). Answers the hashAnexo to send with the occurrence; the server checks the bytes (415, 413).
 */
export const uploadAttachment = async (file: File): Promise<string> => {
  const { url, fileName } = await call(occurrenceEndpoints.presignedUrl, { query: { contentType: file.type || undefined } });
  const response = await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
  if (!response.ok) throw new Error(`upload ${response.status}`);
  return fileName;
};
