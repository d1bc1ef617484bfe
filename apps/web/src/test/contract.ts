import type { z } from 'zod';
import { condominiumSchema } from '@portaria/shared/condominium/condominium.schemas';
import {
  correspondenciaPageSchema,
  entradaResponseSchema,
  retiradaResponseSchema,
  unitResidentsResponseSchema,
} from '@portaria/shared/correspondence/correspondence.schemas';
import { vehicleSchema, vehiclesPageSchema } from '@portaria/shared/vehicles/vehicle.schemas';

/**
 * The response schema each API route answers with, as the server declares it: "METHOD /path", ':id' for a
 * path segment. A mocked success body for one of these routes must parse, so a contract change breaks the
 * web test that relied on the old shape.
 */
const RESPONSES: Record<string, z.ZodType> = {
  'GET /api/condominios/:id': condominiumSchema,
  'GET /api/veiculo/custom': vehiclesPageSchema,
  'POST /api/veiculo': vehicleSchema,
  'PUT /api/veiculo/:id': vehicleSchema,
  'GET /api/correspondencia': correspondenciaPageSchema,
  'POST /api/correspondencia/entrada': entradaResponseSchema,
  'POST /api/correspondencia/retirada': retiradaResponseSchema,
  'POST /api/correspondencia/retirada-multipla': retiradaResponseSchema,
  'GET /api/unidades/:id/moradores': unitResidentsResponseSchema,
};

const ROUTES = Object.entries(RESPONSES).map(([route, schema]) => ({
  route,
  pattern: new RegExp(`^${route.replace(/:id/g, '[^/]+')}$`),
  schema,
}));

/** The shared schema of the route `key` ("GET /api/..."), if the contract names one. */
export const responseSchemaOf = (key: string): z.ZodType | undefined => ROUTES.find((r) => r.pattern.test(key))?.schema;

/** Throws, naming the route and the field, when a mocked success body breaks the route's shared schema. */
export const checkContract = (key: string, status: number, body: unknown) => {
  const schema = responseSchemaOf(key);
  if (!schema || status < 200 || status >= 300 || body === undefined) return;
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`resposta simulada fora do contrato de ${key}: ${result.error.message}`);
};
