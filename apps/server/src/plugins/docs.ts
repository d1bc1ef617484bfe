import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the same zod schemas that validate requests; UI at /api/docs. */
export const registerDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portaria API', description: 'API da portaria (pt-BR). Erros: { message }.', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain HTTP on a LAN, upgrade-insecure-requests would break the page's own assets.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
};
