import { PERMISSIONS } from '@portaria/shared/permissions';
import { timelineEndpoints as E } from '@portaria/shared/timeline/timeline.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { timelineOfDayJson, timelineWindowJson } from './timeline.repository.ts';
import { cachedList } from '../../platform/lists/cached-list.ts';
import { sendJson, sendJsonText } from '../../platform/http/send-json.ts';

const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, listCache }) => {
  app.route({
    ...(await routeOf(E.day)),
    // From the list cache while no event of the condominium was added (every event moves 'linhadotempo' in its
    // change's transaction: platform/timeline/timeline.repository.ts).
    handler: async (request, reply) => {
      const { idCondo } = getAuth(request);
      const day = request.query.data;
      const answer = await cachedList(db, listCache, {
        area: 'linhadotempo',
        idCondo,
        key: day,
        // Written whole by the database (decision 136): the answer is its text.
        load: () => timelineOfDayJson(db, idCondo, day),
        serialize: (json) => json,
      });
      return sendJson(reply, answer);
    },
  });
  // The screen's windows (decision 115): read from the database every time, a few milliseconds each, and sent as the
  // database wrote them (decision 136).
  app.route({
    ...(await routeOf(E.window)),
    handler: async (request, reply) =>
      sendJsonText(reply, await timelineWindowJson(db, getAuth(request).idCondo, request.query)),
  });
};

/** The timeline belongs to the access-control side of the desk (spec 02 §7 "Access control and timeline"). */
export const timelineRoutes = areaRoutes({ tag: 'linha-do-tempo', permission: PERMISSIONS.accessControl }, routes);
