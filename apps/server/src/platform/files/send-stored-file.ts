import type { FastifyReply } from 'fastify';
import type { StoredObject } from './storage.ts';

/**
 * A stored file (parcel photo, occurrence attachment, face photo, document) shown inline. Personal files are
 * `private, no-store` like the API's JSON (issue 28 §15): a shared desk PC keeps no copy after logout.
 */
export const sendStoredFile = (
  reply: FastifyReply,
  object: StoredObject,
  contentType: string,
  cache = 'private, no-store',
) => {
  reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', cache);
  if (object.size !== undefined) reply.header('content-length', object.size);
  return reply.send(object.stream);
};
