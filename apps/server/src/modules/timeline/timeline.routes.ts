import { PERMISSIONS } from '@portaria/shared/permissions';
import { timelineEndpoints as E } from '@portaria/shared/timeline/timeline.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { areaRoutes } from '../../plugins/area-routes.ts';
import { getAuth } from '../../plugins/require-context.ts';
import { timelineOfDay } from './timeline.repository.ts';

const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.route({
    ...(await routeOf(E.day)),
    handler: async (request) => timelineOfDay(db, getAuth(request).idCondo, request.query.data),
  });
};

/** The timeline belongs to the access-control side of the desk (spec 02 §7 "Access control and timeline"). */
export const timelineRoutes = areaRoutes({ tag: 'linha-do-tempo', permission: PERMISSIONS.accessControl }, routes);
