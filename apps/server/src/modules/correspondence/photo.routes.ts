import { photoParamsSchema, presignedQuerySchema, presignedResponseSchema } from '@portaria/shared/correspondence/correspondence.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { storageKey } from '../../storage/storage.ts';
import { getAuth } from '../../plugins/require-context.ts';
import { findCondoFile } from '../../db/files.repository.ts';
import { createUpload } from '../../lib/uploads.ts';
import { PHOTO_UPLOADS } from './photo-check.ts';
import { errorCodes } from './route-common.ts';

export const photoRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, storage } = deps;
  app.get('/lelloutil/api/aws/presigned-url/put', {
    schema: {
      summary: 'Url assinada (15 min) para enviar a foto da correspondência com PUT; fileName é o hashFoto',
      querystring: presignedQuerySchema,
      response: { 200: presignedResponseSchema, ...errorCodes(401, 403, 415) },
    },
    handler: async (request) => {
      const auth = getAuth(request);
      return createUpload(deps, PHOTO_UPLOADS, { idCondo: auth.idCondo, userId: auth.userId }, request.query.contentType);
    },
  });

  app.get('/correspondencia/foto/:hash', {
    schema: {
      summary: 'Foto da correspondência (200 imagem; 204 quando não existe neste condomínio)',
      params: photoParamsSchema,
      response: { 200: z.unknown().describe('A imagem (image/jpeg ou image/png)'), 204: z.null().describe('Foto não encontrada'), ...errorCodes(401, 403) },
    },
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
