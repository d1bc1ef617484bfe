import { z } from 'zod';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { errorSchema } from '@portaria/shared/schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import {
  createVehicleSchema,
  updateVehicleSchema,
  vehicleParamsSchema,
  vehicleSchema,
  vehiclesPageSchema,
  vehiclesQuerySchema,
} from '@portaria/shared/vehicles/vehicle.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { errors } from '../../lib/route-schemas.ts';
import { areaRoutes } from '../../plugins/area-routes.ts';
import { getAuth } from '../../plugins/require-context.ts';
import { listVehicles } from './vehicles.repository.ts';
import { createVehicle, editVehicle, removeVehicle } from './vehicles.service.ts';

const conflict = { 409: errorSchema.describe('Placa já cadastrada em um veículo ativo do condomínio') };

const toValues = <T extends { unidade: number; placa: string | null }>({ unidade, ...rest }: T) => ({
  ...rest,
  idUnidade: unidade,
});

const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  app.post('/veiculo', {
    schema: {
      summary: 'Cadastra um veículo numa unidade do condomínio do token',
      body: createVehicleSchema,
      response: { 201: vehicleSchema, ...errors(400, 401, 403, 404), ...conflict },
    },
    handler: async (request, reply) => {
      const { unidade, tipo, placa, cor, modelo, observacao, vagaAlugada } = request.body;
      const values = toValues({ unidade, tipo, placa, cor, modelo, observacao, vagaAlugada });
      const vehicle = await createVehicle(db, getAuth(request), values, now());
      return reply.code(201).send(vehicle);
    },
  });

  app.get('/veiculo/custom', {
    schema: {
      summary: 'Lista paginada (5 por página) dos veículos ativos, com busca sem acentos por placa, modelo, cor, tipo, bloco e unidade',
      querystring: vehiclesQuerySchema,
      response: { 200: vehiclesPageSchema, 204: z.null().describe('Nenhum veículo encontrado'), ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { page, limit, queryParam } = request.query;
      const result = await listVehicles(db, getAuth(request).idCondo, { page, limit, queryParam });
      if (result.data.length === 0) return reply.code(204).send(null);
      return result;
    },
  });

  app.put('/veiculo/:id', {
    schema: {
      summary: 'Edita um veículo ativo do condomínio do token (ativo: false o exclui)',
      params: vehicleParamsSchema,
      body: updateVehicleSchema,
      response: { 200: vehicleSchema, ...errors(400, 401, 403, 404), ...conflict },
    },
    handler: async (request) => {
      const { id: bodyId, ativo = true, unidade, tipo, placa, cor, modelo, observacao, vagaAlugada } = request.body;
      if (bodyId !== undefined && bodyId !== request.params.id) throw new HttpError(400, M.idMismatch);
      const values = { ...toValues({ unidade, tipo, placa, cor, modelo, observacao, vagaAlugada }), ativo };
      return editVehicle(db, getAuth(request), request.params.id, values, now());
    },
  });

  app.delete('/veiculo/:id', {
    schema: {
      summary: 'Exclui (inativa) um veículo do condomínio do token e registra na auditoria',
      params: vehicleParamsSchema,
      response: { 204: z.null().describe('Veículo excluído'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await removeVehicle(db, getAuth(request), request.params.id, now());
      return reply.code(204).send(null);
    },
  });
};

export const vehicleRoutes = areaRoutes({ tag: 'veiculos', permission: PERMISSIONS.vehicles }, routes);
