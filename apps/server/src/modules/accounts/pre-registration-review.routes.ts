import { PERMISSIONS } from '@portaria/shared';
import { preRegistrationEndpoints as E } from '@portaria/shared/accounts/pre-registration.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { decidePreRegistration, listPendingOf } from './pre-registration-review.service.ts';

/** The syndic's review: pending pre-registrations of the token's condominium, approve or reject. */
const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, jobs, now } = deps;

  app.route({
    ...(await routeOf(E.pending)),
    handler: async (request) => ({ data: await listPendingOf(db, getAuth(request).idCondo) }),
  });

  for (const [endpoint, decision] of [
    [E.approve, 'APROVADO'],
    [E.reject, 'RECUSADO'],
  ] as const) {
    app.route({
      ...(await routeOf(endpoint)),
      handler: async (request) =>
        decidePreRegistration({ db, jobs, now }, getAuth(request), request.params.id, decision),
    });
  }
};

export const preRegistrationReviewRoutes = areaRoutes(
  { tag: 'pre-cadastro', permission: PERMISSIONS.approvePreRegistration },
  routes,
);
