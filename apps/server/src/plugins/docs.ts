import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const words = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split(/[/_.-]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${capitalize(part.slice(1))}` : capitalize(part)));

/** "POST /api/auth/rbac/context/:context" -> "postAuthRbacContextByContext": stable, unique per method + path. */
export const operationIdOf = (method: string, path: string) => `${method.toLowerCase()}${words(path).join('')}`;

type RouteSchema = { hide?: boolean; operationId?: string; security?: unknown[] };

/**
 * OpenAPI built from the same zod schemas that validate requests; UI at /api/docs. Every operation gets an
 * operationId and an explicit `security` (`[]` for public ones), so client generators accept the document.
 */
export const registerDocs = async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = (route.schema ??= {}) as RouteSchema;
    if (schema.hide) return;
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    schema.operationId ??= operationIdOf(method, route.url);
    schema.security ??= [];
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portaria API',
        description: 'API da portaria (pt-BR). Erros: { message }.',
        version: '1.0.0',
        license: { name: 'Proprietária: uso restrito aos condomínios licenciados' },
      },
      servers: [{ url: '/', description: 'Este servidor (a API fica em /api)' }],
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
