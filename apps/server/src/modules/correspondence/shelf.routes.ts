import { correspondenceEndpoints as E } from '@portaria/shared/correspondence/correspondence.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { sendJsonText } from '../../platform/http/send-json.ts';
import { sendReport } from '../../platform/reports/report-file.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { buildShelfReport } from './shelf-report.ts';
import { listShelf } from './shelf.service.ts';

/** The shelf (issue 33 item 1): the parcels waiting in the token's condominium and its report. */
export const shelfRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  app.route({
    ...(await routeOf(E.shelf)),
    // The page is JSON already, written by the database (decision 136): sent as it is.
    handler: async (request, reply) =>
      sendJsonText(reply, await listShelf(db, getAuth(request).idCondo, request.query, now())),
  });

  app.route({
    ...(await routeOf(E.shelfReport)),
    handler: async (request, reply) => {
      const file = await buildShelfReport(db, getAuth(request).idCondo, request.params.tipo, request.query, now());
      return sendReport(reply, file);
    },
  });
};
