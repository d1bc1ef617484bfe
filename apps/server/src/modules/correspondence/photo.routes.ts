import { randomBytes } from 'node:crypto';
import { PHOTO_TYPES } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { correspondenceFileEndpoints as E } from '@portaria/shared/correspondence/correspondence-files.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { storageKey } from '../../storage/storage.ts';
import { getAuth } from '../../plugins/require-context.ts';
import { createFileRow, findCondoFile } from './files.repository.ts';

const UPLOAD_TTL_SECONDS = 15 * 60;

export const photoRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, storage, now }) => {
  app.route({
    ...(await routeOf(E.presignedUrl)),
    handler: async (request) => {
      const auth = getAuth(request);
      const { contentType } = request.query;
      if (contentType && !(PHOTO_TYPES as readonly string[]).includes(contentType)) throw new HttpError(415, M.fileTypeRejected);
      const at = now();
      const hash = randomBytes(16).toString('hex');
      const expiresAt = new Date(at.getTime() + UPLOAD_TTL_SECONDS * 1000);
      await createFileRow(db, { hash, idCondo: auth.idCondo, idUsuario: auth.userId, driver: storage.driver, uploadExpiraEm: expiresAt, createdAt: at });
      const target = await storage.createUploadUrl({ key: storageKey(auth.idCondo, hash), contentType, expiresAt, now: at });
      return { url: target.url, fileName: hash, expiresIn: UPLOAD_TTL_SECONDS };
    },
  });

  app.route({
    ...(await routeOf(E.photo)),
    handler: async (request, reply) => {
      const { hash } = request.params;
      const file = /^[a-f0-9]{32}$/.test(hash) ? await findCondoFile(db, getAuth(request).idCondo, hash) : null;
      const object = file?.status === 'ARMAZENADO' && file.contentType ? await storage.read(storageKey(file.idCondo, hash)) : null;
      if (!file || !object) return reply.code(204).send(null);
      reply
        .header('content-type', file.contentType!)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=86400, immutable');
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.stream);
    },
  });
};
