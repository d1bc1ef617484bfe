import { PERMISSIONS } from '@portaria/shared';
import { phoneChangeEndpoints as E } from '@portaria/shared/accounts/phone-change.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { decidePhoneChange, listPendingPhoneChanges } from './phone-change.service.ts';

/** The syndic's review of phone changes, next to the pre-registrations (same permission, same screen). */
const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now, jobs } = deps;
  app.route({
    ...(await routeOf(E.pending)),
    handler: async (request) => ({ data: await listPendingPhoneChanges(db, getAuth(request).idCondo) }),
  });
  for (const [endpoint, decision] of [
    [E.approve, 'APROVADO'],
    [E.reject, 'RECUSADO'],
  ] as const) {
    app.route({
      ...(await routeOf(endpoint)),
      handler: async (request) => decidePhoneChange({ db, now, jobs }, getAuth(request), request.params.id, decision),
    });
  }
};

export const phoneChangeReviewRoutes = areaRoutes(
  { tag: 'troca-telefone', permission: PERMISSIONS.approvePreRegistration },
  routes,
);
