import { CORRESPONDENCE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { correspondenceFileEndpoints as E } from '@portaria/shared/correspondence/correspondence-files.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { ModuleDeps } from '../../lib/deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { storageKey } from '../../storage/storage.ts';
import { claimUpload, findFileByHash, markStored, releaseUpload } from './files.repository.ts';
import { checkPhotoBytes } from './photo-check.ts';
import { tags } from './route-common.ts';

const MAX = CORRESPONDENCE_LIMITS.photoMaxBytes;
/** After a 413 the rest of the body is read and thrown away, up to this much, so the client sees the answer. */
const DISCARD_MAX = 64 * 1024 * 1024;

/**
 * Reads at most MAX bytes. One more is a 413 without keeping the rest in memory: the rest is drained, not cut,
 * because a socket closed while the client is still sending reaches it as a reset instead of the answer.
 */
const readLimited = (stream: Readable): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let isOver = false;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (isOver) {
        if (size > MAX + DISCARD_MAX) stream.destroy();
        return;
      }
      if (size > MAX) {
        isOver = true;
        chunks.length = 0;
        reject(new HttpError(413, M.fileTooLarge));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

/**
 * PUT target of the disk driver's signed upload url. No bearer: the HMAC signature (bound to the file's
 * server-generated name and an expiry) is the permission. The bytes decide the type, not the name or header.
 */
export const uploadRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, storage, now }) => {
  // Any Content-Type reaches the handler as a raw stream; the size is counted there.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.route({
    ...(await routeOf(E.upload, { schema: { tags } })),
    handler: async (request) => {
      const { fileName } = request.params;
      const file = /^[a-f0-9]{32}$/.test(fileName) ? await findFileByHash(db, fileName) : null;
      const key = file ? storageKey(file.idCondo, file.hash) : '';
      const isValid = file && (await storage.verifyUploadSignature({ key, ...request.query, now: now() }));
      if (!file || !isValid) throw new HttpError(403, M.uploadLinkInvalid);
      if (file.status === 'ARMAZENADO') throw new HttpError(409, M.uploadAlreadyDone);
      if (Number(request.headers['content-length'] ?? 0) > MAX) throw new HttpError(413, M.fileTooLarge);
      if (!(await claimUpload(db, file.idCondo, file.hash))) {
        const current = await findFileByHash(db, file.hash);
        throw new HttpError(409, current?.status === 'ARMAZENADO' ? M.uploadAlreadyDone : M.uploadInProgress);
      }
      try {
        const body = request.body ? await readLimited(request.body as Readable) : Buffer.alloc(0);
        const contentType = checkPhotoBytes(body.subarray(0, 16), body.length);
        await storage.write(key, body);
        await markStored(db, file.idCondo, file.hash, contentType, body.length);
        return { fileName: file.hash, contentType, tamanho: body.length };
      } catch (error) {
        await releaseUpload(db, file.idCondo, file.hash);
        throw error;
      }
    },
  });
};
