import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

// Path parameters are read whole before the other segments are split, so `{id_mudanca}` gives `ByIdMudanca`.
const words = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^:(\w+)$/.exec(segment) ?? /^\{(\w+)\}$/.exec(segment);
      if (param) return [`By${param[1]!.split('_').map(capitalize).join('')}`];
      return segment
        .split(/[_.-]+/)
        .filter(Boolean)
        .map(capitalize);
    });

/** "POST /api/auth/rbac/context/{context}" -> "postAuthRbacContextByContext": stable, unique per method + path. */
export const operationIdOf = (method: string, path: string) => `${method.toLowerCase()}${words(path).join('')}`;

type Operation = { operationId?: string; security?: unknown[] };

/**
 * Every operation gets an operationId and an explicit `security` (`[]` for public ones), so client generators
 * accept the document. Done on the finished document: routes get their security from their area's plugin.
 */
const completeOperations = (paths: Record<string, Record<string, Operation>> | undefined) => {
  for (const [path, methods] of Object.entries(paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      operation.operationId ??= operationIdOf(method, path);
      operation.security ??= [];
    }
  }
};

/** OpenAPI built from the same zod schemas that validate requests; UI at /api/docs. */
export const registerDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    // The OpenAPI document's own title and descriptions are developer documentation, not product copy.
    /* eslint-disable no-restricted-syntax */
    openapi: {
      info: {
        title: 'Portaria API',
        description: 'API da portaria (pt-BR). Erros: { message }.',
        version: '1.0.0',
        license: { name: 'Proprietária: uso restrito aos condomínios licenciados' },
      },
      servers: [{ url: '/', description: 'Este servidor (a API fica em /api)' }],
      /* eslint-enable no-restricted-syntax */
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      const openapi = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
      completeOperations(openapi.paths as Record<string, Record<string, Operation>> | undefined);
      return openapi;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain HTTP on a LAN, upgrade-insecure-requests would break the page's own assets.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
};
