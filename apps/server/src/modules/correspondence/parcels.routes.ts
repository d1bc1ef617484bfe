import { correspondenceEndpoints as E } from '@portaria/shared/correspondence/correspondence.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { sendJson } from '../../platform/http/send-json.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { listCorrespondence } from './list.service.ts';
import { registerParcel } from './entrada.service.ts';
import { findParcelByCode, releaseParcels } from './release.service.ts';

export const parcelRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.route({
    ...(await routeOf(E.register)),
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const auth = getAuth(request);
      const result = await registerParcel(deps, auth, request.body, key);
      if (result.isReplayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result.body);
    },
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
    ...(await routeOf(E.release)),
    handler: async (request) => ({
      data: await releaseParcels(deps, getAuth(request), [request.body.id], request.body, now()),
    }),
  });

  app.route({
    ...(await routeOf(E.releaseMany)),
    // The schema refuses an empty list (pickupIdsRequired) before the handler runs.
    handler: async (request) => ({
      data: await releaseParcels(deps, getAuth(request), request.body.ids, request.body, now()),
    }),
  });
};
