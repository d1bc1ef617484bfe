import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/helpers.ts';

export { unitIdOf } from '../../test/units.ts';

export const vehicleApi = (app: FastifyInstance, token: string | null) => {
  const headers = token ? bearer(token) : { origem: 'PORTARIA' };
  return {
    create: (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/veiculo', headers, payload }),
    list: (query: Record<string, string | number> = {}) =>
      app.inject({ method: 'GET', url: '/api/veiculo/custom', headers, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) }),
    update: (id: number, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/veiculo/${id}`, headers, payload }),
    remove: (id: number) => app.inject({ method: 'DELETE', url: `/api/veiculo/${id}`, headers }),
  };
};

/** Plates in the list answer (all pages of a query). */
export const listedPlates = async (api: ReturnType<typeof vehicleApi>, queryParam?: string): Promise<(string | null)[]> => {
  const plates: (string | null)[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api.list({ page, limit: 50, ...(queryParam === undefined ? {} : { queryParam }) });
    if (res.statusCode === 204) return plates;
    const body = res.json();
    plates.push(...body.data.map((v: { placa: string | null }) => v.placa));
    if (page >= body.meta.totalPages) return plates;
  }
};
