import { fileEndpoints as E } from '@portaria/shared/common/files.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { ModuleDeps } from '../http/deps.ts';
import { routeOf } from '../http/endpoint-route.ts';
import { receiveUpload, type UploadPolicy } from './uploads.ts';

/**
 * PUT target of the disk driver's signed upload url. No bearer: the HMAC signature (bound to the file's
 * server-generated name and an expiry) is the permission. The bytes decide the type, not the name or header.
 * Every area's files come here; each area registers its policy (app.ts passes them), and each file is checked
 * against the policy of the area that created it.
 */
export const uploadRoutes =
  (policies: readonly [UploadPolicy, ...UploadPolicy[]]): FastifyPluginAsyncZod<ModuleDeps> =>
  async (app, deps) => {
    // Any Content-Type reaches the handler as a raw stream; the size is counted there.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    app.route({
      ...(await routeOf(E.upload, { schema: { tags: ['arquivos'] } })),
      handler: async (request) =>
        receiveUpload(deps, policies, {
          fileName: request.params.fileName,
          ...request.query,
          contentLength: Number(request.headers['content-length'] ?? 0),
          body: (request.body as Readable | undefined) ?? null,
        }),
    });
  };
