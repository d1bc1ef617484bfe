import { MESSAGES } from '@portaria/shared';
import { porteiroEndpoints as E } from '@portaria/shared/auth/porteiros.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { findPorteiro, findUserCpf, listReferences, toPorteiro } from './porteiros.repository.ts';

/** Any role in the token's condominium: the dashboard reads the signed-in doorkeeper's own record. */
const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  /**
   * Only the signed-in user's own record: another staff member's CPF, phone and e-mail are nobody else's
   * business (LGPD). Asking for anyone else answers as for an unknown CPF, so it does not tell who works here.
   */
  const findOwnRecord = async (request: FastifyRequest, cpf: string) => {
    const auth = getAuth(request);
    if ((await findUserCpf(db, auth.userId)) !== cpf) return null;
    return findPorteiro(db, cpf, auth.idCondo);
  };

  app.route({
    ...(await routeOf(E.find)),
    handler: async (request) => {
      const found = await findOwnRecord(request, request.query.cpf);
      return { data: found ? [toPorteiro(found)] : [] };
    },
  });

  app.route({
    ...(await routeOf(E.details)),
    handler: async (request) => {
      const found = await findOwnRecord(request, request.query.cpf);
      if (!found) throw new HttpError(404, MESSAGES.userNotFound);
      return found;
    },
  });

  app.route({
    ...(await routeOf(E.references)),
    handler: async (request) => {
      const auth = getAuth(request);
      // Only one's own references: the CPF must be the token's user.
      if ((await findUserCpf(db, auth.userId)) !== request.query.cpf) throw new HttpError(403, MESSAGES.forbidden);
      return { referenciasCompleto: await listReferences(db, auth.userId) };
    },
  });
};

export const porteiroRoutes = areaRoutes({ tag: 'porteiros', permission: null }, routes);
