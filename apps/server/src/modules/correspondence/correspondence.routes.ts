import { PERMISSIONS } from '@portaria/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { requirePermission } from '../../plugins/require-context.ts';
import { parcelRoutes } from './parcels.routes.ts';
import { photoRoutes } from './photo.routes.ts';
import { reportRoutes } from './report.routes.ts';
import { residentRoutes } from './residents.routes.ts';
import { uploadRoutes } from './upload.routes.ts';

/**
 * Correspondence and deliveries (spec 02 §7). Every route but the signed upload url needs the context token
 * and PERMISSIONS.correspondence; the condominium always comes from the token.
 */
export const correspondenceRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(uploadRoutes, deps);
  await app.register(async (scoped) => {
    scoped.addHook('preHandler', deps.requireContext);
    scoped.addHook('preHandler', requirePermission(PERMISSIONS.correspondence));
    await scoped.register(parcelRoutes, deps);
    await scoped.register(photoRoutes, deps);
    await scoped.register(reportRoutes, deps);
    await scoped.register(residentRoutes, deps);
  });
};
