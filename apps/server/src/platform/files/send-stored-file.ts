import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { findCondoFile } from './files.repository.ts';
import { storageKey, type FileStorage, type StoredObject } from './storage.ts';

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

/**
 * The condominium's stored file by its hash, once its bytes passed the checks (ARMAZENADO), with its type; null when
 * there is none (another condominium's, still uploading, or gone from the storage). Every route that shows an
 * uploaded file reads it here.
 */
export const readCondoFile = async (
  deps: { db: Database; storage: FileStorage },
  idCondo: number,
  hash: string,
): Promise<{ object: StoredObject; contentType: string } | null> => {
  const file = await findCondoFile(deps.db, idCondo, hash);
  if (file?.status !== 'ARMAZENADO' || !file.contentType) return null;
  const object = await deps.storage.read(storageKey(idCondo, file.hash));
  return object ? { object, contentType: file.contentType } : null;
};
