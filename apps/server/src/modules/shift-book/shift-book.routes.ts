import { PERMISSIONS } from '@portaria/shared/permissions';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { shiftBookEndpoints as E } from '@portaria/shared/shift-book/shift-book.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth } from '../../platform/access/require-context.ts';
import { readCondoFile, sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { createUpload } from '../../platform/files/uploads.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { sendJsonText } from '../../platform/http/send-json.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { offlineWriteOf, sendChange } from '../../platform/http/offline-write.ts';
import { sendReport } from '../../platform/reports/report-file.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { SHIFT_BOOK_ATTACHMENTS } from './attachment-policy.ts';
import { closeShift, confirmReading, readingFor } from './handover.service.ts';
import { buildShiftBookReport } from './shift-book-report.ts';
import { findEntry } from './shift-book.repository.ts';
import { listEntries } from './shift-book-list.service.ts';
import { createEntry, editEntry, removeEntry, resolve } from './shift-book.service.ts';

const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.route({
    ...(await routeOf(E.list)),
    // The page is JSON already, written by the database (decision 136): sent as it is.
    handler: async (request, reply) =>
      sendJsonText(reply, await listEntries(deps, getAuth(request), request.query, now())),
  });
  app.route({
    ...(await routeOf(E.create)),
    handler: async (request, reply) =>
      sendChange(reply, await createEntry(deps, getAuth(request), request.body, offlineWriteOf(request, now()))),
  });
  app.route({
    ...(await routeOf(E.update)),
    handler: async (request) => editEntry(deps, getAuth(request), request.params.id, request.body, now()),
  });
  app.route({
    ...(await routeOf(E.remove)),
    handler: async (request, reply) => {
      await removeEntry(deps, getAuth(request), request.params.id, now());
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...(await routeOf(E.resolve)),
    handler: async (request) => resolve(deps, getAuth(request), request.params.id, now()),
  });
  app.route({
    ...(await routeOf(E.presignedUrl)),
    handler: async (request) => {
      const auth = getAuth(request);
      return createUpload(
        deps,
        SHIFT_BOOK_ATTACHMENTS,
        { idCondo: auth.idCondo, userId: auth.userId },
        request.query.contentType,
      );
    },
  });
  app.route({
    ...(await routeOf(E.attachment)),
    handler: async (request, reply) => {
      const { idCondo } = getAuth(request);
      const entry = await findEntry(db, idCondo, request.params.id);
      const hash = entry && !entry.excluidoEm ? entry.hashAnexo : null;
      const stored = hash ? await readCondoFile(deps, idCondo, hash) : null;
      if (!stored) throw new HttpError(404, M.attachmentNotFound);
      return sendStoredFile(reply, stored.object, stored.contentType);
    },
  });
  app.route({
    ...(await routeOf(E.handover)),
    handler: async (request, reply) =>
      reply.code(201).send(await closeShift(deps, getAuth(request), request.body.resumo, now())),
  });
  app.route({
    ...(await routeOf(E.reading)),
    handler: async (request) => readingFor(deps, getAuth(request), now()),
  });
  app.route({
    ...(await routeOf(E.confirmReading)),
    handler: async (request) => confirmReading(deps, getAuth(request), request.body, now()),
  });
  app.route({
    ...(await routeOf(E.report)),
    handler: async (request, reply) => {
      const { idCondo } = getAuth(request);
      if (request.query.idUnidade) await requireUnit(db, idCondo, request.query.idUnidade, M.unitNotFound);
      return sendReport(reply, await buildShiftBookReport(db, idCondo, request.query, now()));
    },
  });
};

/** The shift book (issue 34 item 1): every route behind the book's permission. */
export const shiftBookRoutes = areaRoutes({ tag: 'livro-portaria', permission: PERMISSIONS.shiftBook }, routes);
