import { residentsImportEndpoints as E } from '@portaria/shared/administration/residents-import.endpoints';
import { RESIDENTS_IMPORT_MESSAGES as M } from '@portaria/shared/administration/residents-import.messages';
import { IMPORT_LIMITS } from '@portaria/shared/administration/residents-import.rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { readLimited } from '../../platform/files/uploads.ts';
import { sendReport } from '../../platform/reports/report-file.ts';
import { importTemplate, refusedCsv } from './residents-import.files.ts';
import { applyImport, previewImport, refusedRows } from './residents-import.service.ts';

/** The body is the file itself, whatever its declared type: the bytes decide (decision 117). */
const fileRoute = { schema: { consumes: ['application/octet-stream'] } };

/** The file's bytes, at most 5 MB: one more is a 413 before the rest is kept in memory. */
const fileOf = async (request: FastifyRequest): Promise<Buffer> => {
  if (Number(request.headers['content-length'] ?? 0) > IMPORT_LIMITS.maxBytes) throw new HttpError(413, M.fileTooLarge);
  const body = request.body as Readable | undefined;
  return body ? readLimited(body, IMPORT_LIMITS.maxBytes, M.fileTooLarge) : Buffer.alloc(0);
};

/** The residents import of the token's condominium (administrator and syndic: PERMISSIONS.importResidents). */
export const residentsImportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { now } = deps;
  // Any Content-Type reaches the handler as a raw stream (as the platform's upload route does); only this scope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.route({
    ...(await routeOf(E.template)),
    handler: async (request, reply) => sendReport(reply, await importTemplate(request.query.formato)),
  });
  app.route({
    ...(await routeOf(E.preview, fileRoute)),
    handler: async (request) => previewImport(deps, getAuth(request), await fileOf(request)),
  });
  app.route({
    ...(await routeOf(E.refused, fileRoute)),
    handler: async (request, reply) =>
      sendReport(reply, refusedCsv(await refusedRows(deps, getAuth(request), await fileOf(request)))),
  });
  app.route({
    ...(await routeOf(E.apply, fileRoute)),
    handler: async (request) => applyImport(deps, getAuth(request), await fileOf(request), request.query.previa, now()),
  });
};
