import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { correspondenceEndpoints as E } from '@portaria/shared/correspondence/correspondence.endpoints';
import { todayIn } from '@portaria/shared/common/day';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { hasAppInstalled, listUnitResidents } from '../condominium/people.repository.ts';
import { searchResidents } from '../condominium/people-pages.repository.ts';

export const residentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  const unitOf = (idCondo: number, idUnidade: number) => requireUnit(db, idCondo, idUnidade, M.unitNotFound);

  app.route({
    ...(await routeOf(E.appInstalled)),
    handler: async (request, reply) => {
      const unit = await unitOf(getAuth(request).idCondo, request.params.unitId);
      if (!(await hasAppInstalled(db, unit.idUnidade))) return reply.code(204).send(null);
      return { appInstalado: true as const };
    },
  });

  app.route({
    ...(await routeOf(E.unitResidents)),
    handler: async (request) => {
      const auth = getAuth(request);
      const unit = await unitOf(auth.idCondo, request.params.idUnidade);
      return { data: await listUnitResidents(db, auth.idCondo, unit.idUnidade, todayIn(now())) };
    },
  });

  app.route({
    ...(await routeOf(E.searchResidents)),
    handler: async (request) => {
      const auth = getAuth(request);
      if (request.query.unidade) await unitOf(auth.idCondo, request.query.unidade);
      return searchResidents(db, auth.idCondo, request.query);
    },
  });
};
