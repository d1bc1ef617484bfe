import type { OpenApiTag } from '@portaria/shared/areas';
import type { Permission } from '@portaria/shared';
import type { FastifySchema, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from './deps.ts';
import { bearerSecurity, errors, originHeaders } from './route-schemas.ts';
import { requirePermission } from '../access/require-context.ts';

/**
 * Who may call a route, published in the OpenAPI document as `x-access` so the access grid (access-grid.test.ts)
 * knows what to expect of every operation, including ones written after it. `permission: null` means any role
 * in the token's condominium.
 */
export type Access = { tokens: readonly ('login' | 'context' | 'two-factor')[]; permission?: Permission | null };

// Module augmentation only works with an interface.
declare module 'fastify' {
  interface FastifySchema {
    'x-access'?: Access;
  }
}

export type Area = { tag: OpenApiTag; permission: Permission | null };

/** Tags, bearer security, the origem header and the 401/403 answers, unless the route declares its own. */
const withAreaSchema = (area: Area, schema: FastifySchema | undefined): FastifySchema => ({
  tags: [area.tag],
  security: bearerSecurity,
  headers: originHeaders,
  ...schema,
  'x-access': { tokens: ['context'], permission: area.permission },
  response: { ...errors(401, 403), ...(schema?.response as object | undefined) },
});

/**
 * The one access rule of a condominium area (fastify/demo's one hook per scope): every route registered inside
 * needs a live context token and, when the area names one, its permission. Both are checked in onRequest, before
 * the body is read or validated, so a caller without them learns nothing about the payload rules: 401 or 403
 * whatever was sent. The condominium always comes from the token (request.auth).
 */
export const areaRoutes =
  (area: Area, register: FastifyPluginAsyncZod<ModuleDeps>): FastifyPluginAsyncZod<ModuleDeps> =>
  async (app, deps) => {
    // onRoute hooks are encapsulated: this one only sees the routes of this area.
    app.addHook('onRoute', (route: RouteOptions) => {
      route.schema = withAreaSchema(area, route.schema);
    });
    app.addHook('onRequest', deps.requireContext);
    if (area.permission) app.addHook('onRequest', requirePermission(area.permission));
    await register(app, deps);
  };
