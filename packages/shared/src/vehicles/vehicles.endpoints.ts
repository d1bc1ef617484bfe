import { defineEndpoint } from '../common/endpoint.ts';
import type * as Common from '../common/endpoint-schemas.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./vehicle.schemas.ts')]);
const conflict = (c: typeof Common) => c.errorSchema.describe('Placa já cadastrada em um veículo ativo do condomínio');

/** Spec 02 §7, decision 050: register, list (204 when the page is empty), edit and delete a vehicle. */
export const vehicleEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/veiculo',
    summary: 'Cadastra um veículo numa unidade do condomínio do token',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.createVehicleSchema,
        response: { 201: s.vehicleSchema, ...c.errors(400, 401, 403, 404), 409: conflict(c) },
      };
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/veiculo/custom',
    summary:
      'Lista paginada (5 por página) dos veículos ativos, com busca sem acentos por placa, modelo, cor, tipo, bloco e unidade',
    paged: true,
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.vehiclesQuerySchema,
        response: {
          200: s.vehiclesPageSchema,
          204: c.noContent('Nenhum veículo encontrado'),
          ...c.errors(400, 401, 403),
        },
      };
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/veiculo/:id',
    summary: 'Edita um veículo ativo do condomínio do token (ativo: false o exclui)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.vehicleParamsSchema,
        body: s.updateVehicleSchema,
        response: { 200: s.vehicleSchema, ...c.errors(400, 401, 403, 404), 409: conflict(c) },
      };
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/veiculo/:id',
    summary: 'Exclui (inativa) um veículo do condomínio do token e registra na auditoria',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.vehicleParamsSchema,
        response: { 204: c.noContent('Veículo excluído'), ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
};
