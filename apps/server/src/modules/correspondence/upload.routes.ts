import { correspondenceFileEndpoints as E } from '@portaria/shared/correspondence/correspondence-files.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { receiveUpload } from '../../platform/files/uploads.ts';
import { DOCUMENT_UPLOADS } from '../documents/document-policy.ts';
import { OCCURRENCE_ATTACHMENTS } from '../occurrences/attachment-policy.ts';
import { PHOTO_UPLOADS } from './photo-check.ts';
import { tags } from './route-common.ts';

/**
 * PUT target of the disk driver's signed upload url. No bearer: the HMAC signature (bound to the file's
 * server-generated name and an expiry) is the permission. The bytes decide the type, not the name or header.
 * Every area's attachments come here; each file is checked against the policy of the area that created it.
 */
export const uploadRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  // Any Content-Type reaches the handler as a raw stream; the size is counted there.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.route({
    ...(await routeOf(E.upload, { schema: { tags } })),
    handler: async (request) =>
      receiveUpload(deps, [PHOTO_UPLOADS, OCCURRENCE_ATTACHMENTS, DOCUMENT_UPLOADS], {
        fileName: request.params.fileName,
        ...request.query,
        contentLength: Number(request.headers['content-length'] ?? 0),
        body: (request.body as Readable | undefined) ?? null,
      }),
  });
};
