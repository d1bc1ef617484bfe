import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { condominiumRefEndpoints as E } from '@portaria/shared/access-control/visitors.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth, type AuthContext } from '../../platform/access/require-context.ts';
import { findBlockInCondo } from './units.repository.ts';
import { listBlocks, listUnits } from './reference.repository.ts';

/** The reference in the path only has to agree with the token's condominium; it never widens access. */
const sameCondo = (auth: AuthContext, reference: number) => {
  if (reference !== auth.referencia) throw new HttpError(403, M.referenceMismatch);
};

const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.route({
    ...(await routeOf(E.blocks)),
    handler: async (request) => {
      const auth = getAuth(request);
      sameCondo(auth, request.params.reference);
      return { data: await listBlocks(db, auth.idCondo) };
    },
  });

  app.route({
    ...(await routeOf(E.units)),
    handler: async (request) => {
      const auth = getAuth(request);
      sameCondo(auth, request.params.reference);
      const idBloco = request.query.idBloco;
      if (idBloco && !(await findBlockInCondo(db, auth.idCondo, idBloco))) throw new HttpError(404, M.blockNotFound);
      return { data: await listUnits(db, auth.idCondo, idBloco) };
    },
  });
};

/** Blocks and units by the condominium's reference (spec 02 §7): any role of the token's condominium. */
export const condominiumReferenceRoutes = areaRoutes({ tag: 'condominios', permission: null }, routes);
