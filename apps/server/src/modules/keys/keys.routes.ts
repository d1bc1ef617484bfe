import { PERMISSIONS } from '@portaria/shared/permissions';
import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import { keyCatalogueEndpoints as C, keyEndpoints as E } from '@portaria/shared/keys/keys.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { sendJsonText } from '../../platform/http/send-json.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { listUnitContacts, requireUnit } from '../condominium/units.repository.ts';
import { listKeys } from './keys.repository.ts';
import { keysOutJson, pageMovements } from './keys-history.repository.ts';
import { checkInKey, checkOutKey, createKey, editKey, retireKey } from './keys.service.ts';
import { HttpError } from '../../platform/http/http-error.ts';

/** The desk's routes: anyone with the keys permission checks keys out and in and reads the lists. */
const deskRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;
  app.route({
    ...(await routeOf(E.list)),
    serializerCompiler: fastSerializerCompiler,
    handler: async (request) => {
      const { q, inativas } = request.query;
      return { data: await listKeys(db, getAuth(request).idCondo, { q, withRetired: inativas === 'true' }, now()) };
    },
  });
  app.route({
    ...(await routeOf(E.outNow)),
    // Written by the database (decision 136): sent as it is.
    handler: async (request, reply) => sendJsonText(reply, await keysOutJson(db, getAuth(request).idCondo, now())),
  });
  app.route({
    ...(await routeOf(E.checkOut)),
    handler: async (request, reply) =>
      reply.code(201).send(await checkOutKey(deps, getAuth(request), request.params.id, request.body, now())),
  });
  app.route({
    ...(await routeOf(E.checkIn)),
    handler: async (request) => checkInKey(deps, getAuth(request), request.params.idMovimento, now()),
  });
  app.route({
    ...(await routeOf(E.keyHistory)),
    // The pages are JSON already, written by the database (decision 136): sent as they are.
    // The key's check (404 when it is not the condominium's) is in the page's statement.
    handler: async (request, reply) => {
      const { idCondo } = getAuth(request);
      const page = await pageMovements(db, idCondo, { ...request.query, idChave: request.params.id }, now());
      if (page === null) throw new HttpError(404, M.notFound);
      return sendJsonText(reply, page);
    },
  });
  app.route({
    ...(await routeOf(E.history)),
    handler: async (request, reply) =>
      sendJsonText(reply, (await pageMovements(db, getAuth(request).idCondo, request.query, now()))!),
  });
  app.route({
    ...(await routeOf(E.unitResidents)),
    handler: async (request) => {
      const { idCondo } = getAuth(request);
      const unit = await requireUnit(db, idCondo, request.params.idUnidade, M.unitNotFound);
      return { data: await listUnitContacts(db, idCondo, unit.idUnidade) };
    },
  });
};

/** The catalogue: the syndic and the administrator (manageKeys). */
const catalogueRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { now } = deps;
  app.route({
    ...(await routeOf(C.create)),
    handler: async (request, reply) =>
      reply.code(201).send(await createKey(deps, getAuth(request), request.body, now())),
  });
  app.route({
    ...(await routeOf(C.update)),
    handler: async (request) => editKey(deps, getAuth(request), request.params.id, request.body, now()),
  });
  app.route({
    ...(await routeOf(C.retire)),
    handler: async (request) => retireKey(deps, getAuth(request), request.params.id, now()),
  });
};

const deskArea = areaRoutes({ tag: 'chaves', permission: PERMISSIONS.keys }, deskRoutes);
const catalogueArea = areaRoutes({ tag: 'chaves-cadastro', permission: PERMISSIONS.manageKeys }, catalogueRoutes);

export const keyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(deskArea, deps);
  await app.register(catalogueArea, deps);
};
