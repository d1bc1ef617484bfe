import { areaAdminEndpoints as E } from '@portaria/shared/administration/areas.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { blockClashes, createBlock } from './area-blocks.service.ts';
import { listAdminAreas } from './areas.repository.ts';
import { createArea, editArea, setAreaActiveOf } from './areas.service.ts';
import { moveRulesOf, saveMoveRules } from './move-rules.service.ts';

/**
 * Common areas, area blocks and move rules (issue 31 item 6, decision 119), registered by administration.routes.ts
 * under portaria.administracao.areas: the token's condominium only, read from the database every time.
 */
export const areaAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;
  app.route({
    ...(await routeOf(E.list)),
    handler: async (request) => ({ data: await listAdminAreas(db, getAuth(request).idCondo) }),
  });
  app.route({
    ...(await routeOf(E.create)),
    handler: async (request, reply) =>
      reply.code(201).send(await createArea(deps, getAuth(request), request.body, now())),
  });
  app.route({
    ...(await routeOf(E.update)),
    handler: async (request) => editArea(deps, getAuth(request), request.params.idArea, request.body, now()),
  });
  app.route({
    ...(await routeOf(E.deactivate)),
    handler: async (request) => setAreaActiveOf(deps, getAuth(request), request.params.idArea, false, now()),
  });
  app.route({
    ...(await routeOf(E.reactivate)),
    handler: async (request) => setAreaActiveOf(deps, getAuth(request), request.params.idArea, true, now()),
  });
  app.route({
    ...(await routeOf(E.clashes)),
    handler: async (request) => blockClashes(deps, getAuth(request), request.params.idArea, request.query, now()),
  });
  app.route({
    ...(await routeOf(E.block)),
    handler: async (request, reply) =>
      reply.code(201).send(await createBlock(deps, getAuth(request), request.params.idArea, request.body, now())),
  });
  app.route({
    ...(await routeOf(E.moveRules)),
    handler: async (request) => moveRulesOf(db, getAuth(request).idCondo),
  });
  app.route({
    ...(await routeOf(E.saveMoveRules)),
    handler: async (request) => saveMoveRules(deps, getAuth(request), request.body, now()),
  });
};
