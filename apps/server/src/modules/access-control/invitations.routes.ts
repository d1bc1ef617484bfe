import { PERMISSIONS } from '@portaria/shared';
import {
  invitationEndpoints as E,
  publicInvitationEndpoints as P,
} from '@portaria/shared/access-control/invitations.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { createBiometricsProvider } from './invitations-biometrics-provider.ts';
import { createInvitation, readInvitation, receivePhoto } from './invitations.service.ts';

const desk: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, jobs, now, config }) => {
  app.route({
    ...(await routeOf(E.invite)),
    handler: async (request) =>
      createInvitation({ db, jobs, baseUrl: config.publicUrl }, getAuth(request), request.body, now()),
  });
};

/** Access control's invitations: context token and the area's permission. */
export const invitationRoutes = areaRoutes({ tag: 'convites', permission: PERMISSIONS.accessControl }, desk);

const tags = ['convite-publico'];

/**
 * The invitee's page (decision 078): no bearer, the token in the path is the permission; it is ≥256 bits, stored
 * hashed, single use and redacted from the request log. A per-IP limit keeps guessing pointless.
 */
export const publicInvitationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, jobs, now, storage, config } = deps;
  const biometrics = createBiometricsProvider(config);
  app.route({
    ...(await routeOf(P.get, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags } })),
    handler: async (request) => readInvitation(db, request.params.token, now()),
  });
  app.route({
    ...(await routeOf(P.photo, { config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { tags } })),
    // A phone's photo, scaled down by the page, fits well below this; the default 1 MB does not always.
    bodyLimit: 4 * 1024 * 1024,
    handler: async (request) =>
      receivePhoto({ db, jobs, storage, biometrics, log: request.log }, request.params.token, request.body.foto, now()),
  });
};
