import { PERMISSIONS } from '@portaria/shared/permissions';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { vehicleEndpoints as E } from '@portaria/shared/vehicles/vehicles.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { sendJsonText } from '../../platform/http/send-json.ts';
import { pageJson } from '../../platform/lists/json-rows.ts';
import { pageMeta } from '@portaria/shared/common/page';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { vehiclesPageJson } from './vehicles-page.repository.ts';
import { createVehicle, editVehicle, removeVehicle } from './vehicles.service.ts';

const toValues = <T extends { unidade: number; placa: string | null }>({ unidade, ...rest }: T) => ({
  ...rest,
  idUnidade: unidade,
});

const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;
  app.route({
    ...(await routeOf(E.create)),
    handler: async (request, reply) => {
      const { unidade, tipo, placa, cor, modelo, observacao, vagaAlugada } = request.body;
      const values = toValues({ unidade, tipo, placa, cor, modelo, observacao, vagaAlugada });
      const vehicle = await createVehicle(deps, getAuth(request), values, now());
      return reply.code(201).send(vehicle);
    },
  });

  app.route({
    ...(await routeOf(E.list)),
    // Written by the database (decision 136): the zod schema documents the answer, vehicles-page-json.test.ts holds it.
    handler: async (request, reply) => {
      const { page, limit, queryParam } = request.query;
      const window = { limit, offset: (page - 1) * limit };
      const { rows, total } = await vehiclesPageJson(db, getAuth(request).idCondo, queryParam, window);
      if (rows.length === 0) return reply.code(204).send(null);
      return sendJsonText(reply, pageJson(rows, pageMeta(page, limit, total)));
    },
  });

  app.route({
    ...(await routeOf(E.update)),
    handler: async (request) => {
      const { id: bodyId, ativo = true, unidade, tipo, placa, cor, modelo, observacao, vagaAlugada } = request.body;
      if (bodyId !== undefined && bodyId !== request.params.id) throw new HttpError(400, M.idMismatch);
      const values = { ...toValues({ unidade, tipo, placa, cor, modelo, observacao, vagaAlugada }), ativo };
      return editVehicle(deps, getAuth(request), request.params.id, values, now());
    },
  });

  app.route({
    ...(await routeOf(E.remove)),
    handler: async (request, reply) => {
      await removeVehicle(deps, getAuth(request), request.params.id, now());
      return reply.code(204).send(null);
    },
  });
};

export const vehicleRoutes = areaRoutes({ tag: 'veiculos', permission: PERMISSIONS.vehicles }, routes);
