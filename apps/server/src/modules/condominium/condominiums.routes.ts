import { MESSAGES } from '@portaria/shared';
import { condominiumEndpoints as E } from '@portaria/shared/condominium/condominium.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { loadCondominium } from './condominiums.repository.ts';

/** Any role in the token's condominium may read it: every screen needs its blocks and units. */
const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.route({
    ...(await routeOf(E.get)),
    handler: async (request) => {
      const auth = getAuth(request);
      // The id in the path only has to agree with the token; it never widens access.
      if (request.params.idCondo !== auth.idCondo) throw new HttpError(403, MESSAGES.forbidden);
      const condo = await loadCondominium(db, auth.idCondo);
      if (!condo) throw new HttpError(404, MESSAGES.condominiumNotFound);
      return condo;
    },
  });
};

export const condominiumRoutes = areaRoutes({ tag: 'condominios', permission: null }, routes);
