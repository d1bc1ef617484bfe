import { correspondenceEndpoints as E } from '@portaria/shared/correspondence/correspondence.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { parcelNotices, pendingNotices, resendParcelNotices } from './notices.service.ts';

/** The delivery status of the parcels' notices and "Reenviar aviso" (issue 16). */
export const noticeRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.route({
    ...(await routeOf(E.notices)),
    handler: async (request) => parcelNotices(deps.db, getAuth(request).idCondo, request.params.id),
  });
  app.route({
    ...(await routeOf(E.pendingNotices)),
    handler: async (request) => pendingNotices(deps.db, getAuth(request).idCondo, request.query.unidade),
  });
  app.route({
    ...(await routeOf(E.resendNotice)),
    handler: async (request, reply) =>
      reply.code(202).send(await resendParcelNotices(deps, getAuth(request), request.params.id)),
  });
};
