import { auditEndpoints as E } from '@portaria/shared/administration/audit.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { sendReport } from '../../platform/reports/report-file.ts';
import { auditCsv, auditWindow, listAuditPeople } from './audit.service.ts';

/**
 * The audit log viewer (issue 31 item 7, decision 118), registered by administration.routes.ts under the
 * readAudit permission: read from the database every time (a window is one walk of an index), never cached.
 */
export const auditRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.route({
    ...(await routeOf(E.list)),
    serializerCompiler: fastSerializerCompiler,
    handler: async (request) => auditWindow(db, getAuth(request), request.query),
  });
  app.route({
    ...(await routeOf(E.people)),
    handler: async (request) => listAuditPeople(db, getAuth(request), request.query.todos),
  });
  app.route({
    ...(await routeOf(E.report)),
    handler: async (request, reply) => sendReport(reply, await auditCsv(db, getAuth(request), request.query)),
  });
};
