import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { occurrenceEndpoints as E } from '@portaria/shared/occurrences/occurrences.endpoints';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { offlineWriteOf, sendChange } from '../../platform/http/offline-write.ts';
import { readCondoFile, sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { createUpload } from '../../platform/files/uploads.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { listUnitContacts, requireUnit } from '../condominium/units.repository.ts';
import { OCCURRENCE_ATTACHMENTS } from './attachment-policy.ts';
import { findContentAttachment } from './occurrences.repository.ts';
import { createOccurrence, getOccurrence } from './occurrences.service.ts';
import { listSummary } from './summary.service.ts';
import { sendJson } from '../../platform/http/send-json.ts';

const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, storage, now } = deps;

  app.route({
    ...(await routeOf(E.presignedUrl)),
    handler: async (request) => {
      const auth = getAuth(request);
      return createUpload(
        deps,
        OCCURRENCE_ATTACHMENTS,
        { idCondo: auth.idCondo, userId: auth.userId },
        request.query.contentType,
      );
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
    ...(await routeOf(E.create)),
    handler: async (request, reply) => {
      const { idUnidade, tipoOcorrencia, conteudo, email, hashAnexo } = request.body;
      const created = await createOccurrence(
        { db, storage, jobs: deps.jobs },
        getAuth(request),
        { idUnidade, tipoOcorrencia, conteudo, email, hashAnexo },
        offlineWriteOf(request, now()),
      );
      return sendChange(reply, created);
    },
  });

  app.route({
    ...(await routeOf(E.list)),
    handler: async (request, reply) => {
      const page = await listSummary(deps, getAuth(request).idCondo, request.query, now());
      if (page.length === 0) return reply.code(204).send(null);
      return sendJson(reply, page);
    },
  });

  app.route({
    ...(await routeOf(E.detail)),
    handler: async (request) => getOccurrence(db, getAuth(request).idCondo, request.params.id),
  });

  app.route({
    ...(await routeOf(E.attachment)),
    handler: async (request, reply) => {
      const { idCondo } = getAuth(request);
      const { contentId, attachmentHash } = request.params;
      const hash = /^[a-f0-9]{32}$/.test(attachmentHash)
        ? await findContentAttachment(db, idCondo, contentId, attachmentHash)
        : null;
      const stored = hash ? await readCondoFile(deps, idCondo, hash) : null;
      if (!stored) throw new HttpError(404, M.attachmentNotFound);
      return sendStoredFile(reply, stored.object, stored.contentType);
    },
  });
};

export const occurrenceRoutes = areaRoutes({ tag: 'ocorrencias', permission: PERMISSIONS.occurrences }, routes);
