import type { FastifyInstance } from 'fastify';
import { areaClient } from '../../test/fixture.ts';

export { unitIdOf } from '../../test/units.ts';

export const vehicleApi = (app: FastifyInstance, token: string | null) => {
  const client = areaClient(app, token);
  return {
    create: (payload: Record<string, unknown>) => client.post('/veiculo', payload),
    list: (query: Record<string, string | number> = {}) => client.get('/veiculo/custom', query),
    update: (id: number, payload: Record<string, unknown>) => client.put(`/veiculo/${id}`, payload),
    remove: (id: number) => client.delete(`/veiculo/${id}`),
  };
};

/** Plates in the list answer (all pages of a query). */
export const listedPlates = async (
  api: ReturnType<typeof vehicleApi>,
  queryParam?: string,
): Promise<(string | null)[]> => {
  const plates: (string | null)[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api.list({ page, limit: 50, ...(queryParam === undefined ? {} : { queryParam }) });
    if (res.statusCode === 204) return plates;
    const body = res.json();
    plates.push(...body.data.map((v: { placa: string | null }) => v.placa));
    if (page >= body.meta.totalPages) return plates;
  }
};
