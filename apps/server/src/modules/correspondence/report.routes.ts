import { correspondenceEndpoints as E } from '@portaria/shared/correspondence/correspondence.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { sendReport } from '../../platform/reports/report-file.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { buildReport } from './report.service.ts';

export const reportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, storage, now }) => {
  app.route({
    ...(await routeOf(E.report)),
    handler: async (request, reply) => {
      const file = await buildReport(
        { db, storage },
        getAuth(request).idCondo,
        request.params.tipo,
        request.query,
        now(),
      );
      return sendReport(reply, file);
    },
  });
};
