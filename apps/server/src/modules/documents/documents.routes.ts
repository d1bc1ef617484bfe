import { documentAdminEndpoints as A, documentEndpoints as E } from '@portaria/shared/documents/documents.endpoints';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { sendJsonText } from '../../platform/http/send-json.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { createUpload } from '../../platform/files/uploads.ts';
import { revokeSentLink, sentLinks } from './links.service.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import type { StoredObject } from '../../platform/files/storage.ts';
import { listUnitContacts, requireUnit } from '../condominium/units.repository.ts';
import { DOCUMENT_UPLOADS } from './document-policy.ts';
import { findDocument } from './documents.repository.ts';
import {
  documentOfLink,
  listCondoDocuments,
  readDocumentPdf,
  replaceDocument,
  sendDocumentLink,
} from './documents.service.ts';

const sendPdf = (reply: FastifyReply, object: StoredObject, cache: string) => {
  reply
    .header('content-type', 'application/pdf')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', cache);
  if (object.size !== undefined) reply.header('content-length', object.size);
  return reply.send(object.stream);
};

/** Staff of the condominium (Documentos tile): list, view, residents, e-mail a link. */
const staffRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, storage, now, config } = deps;

  app.route({
    ...(await routeOf(E.list)),
    handler: async (request) => {
      const { idCondo } = getAuth(request);
      // The path names a condominium; only the token's may answer (another one is refused, not listed).
      if (request.params.idCondo !== idCondo) throw new HttpError(403, M.notFound);
      return listCondoDocuments(db, idCondo);
    },
  });

  app.route({
    ...(await routeOf(E.download)),
    handler: async (request, reply) => {
      const row = await findDocument(db, getAuth(request).idCondo, request.params.id);
      const object = row ? await readDocumentPdf(deps, row) : null;
      if (!object) throw new HttpError(404, M.notFound);
      return sendPdf(reply, object, 'private, no-cache');
    },
  });

  app.route({
    ...(await routeOf(E.unitResidents)),
    handler: async (request) => {
      const { idCondo } = getAuth(request);
      const unit = await requireUnit(db, idCondo, request.params.idUnidade, M.unitNotFound);
      return { data: await listUnitContacts(db, idCondo, unit.idUnidade) };
    },
  });

  app.route({
    ...(await routeOf(E.sendMail)),
    handler: async (request) =>
      sendDocumentLink({ db, storage, jobs: deps.jobs }, getAuth(request), request.body, {
        baseUrl: config.publicUrl,
        at: now(),
      }),
  });
};

/** The syndic's 'Documentos do condomínio': upload or replace each PDF. */
const adminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { now } = deps;
  app.route({
    ...(await routeOf(A.presignedUrl)),
    handler: async (request) => {
      const auth = getAuth(request);
      return createUpload(
        deps,
        DOCUMENT_UPLOADS,
        { idCondo: auth.idCondo, userId: auth.userId },
        request.query.contentType,
      );
    },
  });
  app.route({
    ...(await routeOf(A.replace)),
    handler: async (request) =>
      replaceDocument(deps, getAuth(request), request.params.tipoDocumento, request.body.hashArquivo, now()),
  });
  app.route({
    ...(await routeOf(A.links)),
    // Written as JSON by the database (decision 136), sent as it is.
    handler: async (request, reply) =>
      sendJsonText(reply, await sentLinks(deps.db, getAuth(request).idCondo, request.query, now())),
  });
  app.route({
    ...(await routeOf(A.revokeLink)),
    handler: async (request, reply) => {
      await revokeSentLink(deps, getAuth(request), request.params.id, now());
      return reply.code(204).send(null);
    },
  });
};

/**
 * The e-mailed link: no login, the token is the permission (decision 077). Unknown, expired and revoked links all
 * answer the same 404; a per-IP limit keeps anyone from trying tokens in bulk (256 bits make guessing hopeless anyway).
 */
const publicRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;
  app.route({
    ...(await routeOf(E.publicLink, {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags: ['documentos-publico'], 'x-access': { tokens: ['document-link'] } } as object,
    })),
    handler: async (request, reply) => {
      const row = await documentOfLink(db, request.params.token, now());
      const object = row ? await readDocumentPdf(deps, row) : null;
      if (!object) throw new HttpError(404, M.notFound);
      reply.header('referrer-policy', 'no-referrer');
      return sendPdf(reply, object, 'private, no-store');
    },
  });
};

export const documentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(areaRoutes({ tag: 'documentos', permission: PERMISSIONS.documents }, staffRoutes), deps);
  await app.register(
    areaRoutes({ tag: 'documentos-sindico', permission: PERMISSIONS.manageDocuments }, adminRoutes),
    deps,
  );
  await app.register(publicRoutes, deps);
};
