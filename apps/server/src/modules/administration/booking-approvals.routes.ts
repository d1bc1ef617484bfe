import { bookingApprovalEndpoints as E } from '@portaria/shared/administration/booking-approvals.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { decideBooking, listPending } from './booking-approvals.service.ts';

/** The syndic's answer to bookings of areas that need approval (PERMISSIONS.manageAreas, administration.routes.ts). */
export const bookingApprovalRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, jobs, now }) => {
  const deps = { db, jobs };
  app.route({
    ...(await routeOf(E.pending)),
    handler: async (request) => ({ data: await listPending(db, getAuth(request).idCondo) }),
  });
  app.route({
    ...(await routeOf(E.approve)),
    handler: async (request) => decideBooking(deps, getAuth(request), request.params.idReserva, true, now()),
  });
  app.route({
    ...(await routeOf(E.refuse)),
    handler: async (request) => decideBooking(deps, getAuth(request), request.params.idReserva, false, now()),
  });
};
