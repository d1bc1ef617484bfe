import { correspondenceEndpoints as E } from '@portaria/shared/correspondence/correspondence.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { sendJson } from '../../platform/http/send-json.ts';
import { offlineWriteOf, sendChange } from '../../platform/http/offline-write.ts';
import { endpointKey } from '@portaria/shared/common/endpoint';
import { getAuth } from '../../platform/access/require-context.ts';
import { listCorrespondence } from './list.service.ts';
import { registerParcel } from './entrada.service.ts';
import { findParcelByCode, releaseParcels } from './release.service.ts';
import { createPickupCodeGuard } from './pickup-code.ts';
import { findParcelByPickupCode } from './pickup-code.service.ts';

const RELEASE = endpointKey(E.release);
const MANY = endpointKey(E.releaseMany);

export const parcelRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;
  // Wrong pickup codes per desk and per condominium (decision 127): Redis with REDIS_URL, else this process.
  const guard = createPickupCodeGuard(deps, app.log);

  app.route({
    ...(await routeOf(E.register)),
    handler: async (request, reply) =>
      sendChange(reply, await registerParcel(deps, getAuth(request), request.body, offlineWriteOf(request, now()))),
  });

  app.route({
    ...(await routeOf(E.list)),
    // The answer is already JSON (serialized once, then cached): fastify sends the bytes as they are.
    handler: async (request, reply) =>
      sendJson(reply, await listCorrespondence(deps, getAuth(request).idCondo, request.query, now())),
  });

  app.route({
    ...(await routeOf(E.byCode)),
    handler: async (request) => findParcelByCode(db, getAuth(request).idCondo, request.params.codigo),
  });

  app.route({
    ...(await routeOf(E.byPickupCode)),
    handler: async (request) => findParcelByPickupCode(deps, guard, getAuth(request), request.body.codigoRetirada),
  });

  app.route({
    ...(await routeOf(E.release)),
    handler: async (request, reply) => {
      const write = offlineWriteOf(request, now());
      const ids = [request.body.id];
      return sendChange(reply, await releaseParcels(deps, guard, getAuth(request), ids, request.body, write, RELEASE));
    },
  });

  app.route({
    ...(await routeOf(E.releaseMany)),
    // The schema refuses an empty list (pickupIdsRequired) before the handler runs.
    handler: async (request, reply) => {
      const write = offlineWriteOf(request, now());
      const { ids } = request.body;
      return sendChange(reply, await releaseParcels(deps, guard, getAuth(request), ids, request.body, write, MANY));
    },
  });
};
