import { correspondenceFileEndpoints as E } from '@portaria/shared/correspondence/correspondence-files.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { createUpload } from '../../platform/files/uploads.ts';
import { readCondoFile, sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { PHOTO_UPLOADS } from './photo-check.ts';

export const photoRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.route({
    ...(await routeOf(E.presignedUrl)),
    handler: async (request) => {
      const auth = getAuth(request);
      return createUpload(
        deps,
        PHOTO_UPLOADS,
        { idCondo: auth.idCondo, userId: auth.userId },
        request.query.contentType,
      );
    },
  });

  app.route({
    ...(await routeOf(E.photo)),
    handler: async (request, reply) => {
      const { hash } = request.params;
      const stored = /^[a-f0-9]{32}$/.test(hash) ? await readCondoFile(deps, getAuth(request).idCondo, hash) : null;
      if (!stored) return reply.code(204).send(null);
      return sendStoredFile(reply, stored.object, stored.contentType);
    },
  });
};
