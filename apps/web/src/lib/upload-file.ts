import type { Endpoint, QueryOf, ResponseOf } from '@portaria/shared/common/endpoint';
import { call } from './endpoint-client';

type Presigned = { url: string; fileName: string };

export type UploadOptions<E extends Endpoint> = {
  /** What the area's presign query takes besides the type (the parcel photo also sends its name). */
  query?: Omit<NonNullable<QueryOf<E>>, 'contentType'>;
  /** The PUT's Content-Type when the browser gives the file none (a PDF picked on some phones). */
  fallbackType?: string;
};

/**
 * The one upload of the web: the area's presigned url (the server refuses a type it does not take: 415), then a
 * PUT of the bytes to it. The signed url carries its own authorisation (our server's HMAC or S3): no bearer.
 * Answers the stored file's name, the hash the area's write then points at; the server checks the bytes (415, 413).
 */
export const uploadFile = async <E extends Endpoint>(
  presign: ResponseOf<E> extends Presigned ? E : never,
  file: File,
  { query, fallbackType = '' }: UploadOptions<E> = {},
): Promise<string> => {
  // Its own type checked the query and the answer above; the call only needs it as some endpoint.
  const answer = await call(presign as Endpoint, { query: { ...query, contentType: file.type || undefined } });
  const { url, fileName } = answer as Presigned;
  const response = await fetch(url, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type || fallbackType },
  });
  if (!response.ok) throw new Error(`upload ${response.status}`);
  return fileName;
};
