import { deskEndpoints as E } from '@portaria/shared/desk/desk.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth } from '../../platform/access/require-context.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { search, shownInstructions, unitPage } from './desk.service.ts';
import { instructionRoutes } from './instructions.routes.ts';
import { offlineReads } from './offline-reads.service.ts';

const searchRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  app.route({
    ...(await routeOf(E.search)),
    serializerCompiler: fastSerializerCompiler,
    handler: async (request) => search(db, getAuth(request), request.query.q, now()),
  });
};

const unitRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  app.route({
    ...(await routeOf(E.unitPage)),
    serializerCompiler: fastSerializerCompiler,
    handler: async (request) => unitPage(db, getAuth(request), request.params.idUnidade, now()),
  });
  app.route({
    ...(await routeOf(E.offlineReads)),
    handler: async (request) => offlineReads(db, getAuth(request), now()),
  });
  app.route({
    ...(await routeOf(E.unitInstructions)),
    handler: async (request) => ({
      data: await shownInstructions(db, getAuth(request), request.params.idUnidade, now()),
    }),
  });
};

/** Any staff role of the token's condominium; each group and section follows the token's permissions. */
export const deskRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(areaRoutes({ tag: 'portaria-busca', permission: null }, searchRoutes), deps);
  await app.register(areaRoutes({ tag: 'portaria-unidades', permission: null }, unitRoutes), deps);
  await app.register(
    areaRoutes({ tag: 'portaria-instrucoes', permission: PERMISSIONS.accessControl }, instructionRoutes),
    deps,
  );
};
