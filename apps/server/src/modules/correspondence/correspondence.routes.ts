import { PERMISSIONS } from '@portaria/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { parcelRoutes } from './parcels.routes.ts';
import { noticeRoutes } from './notices.routes.ts';
import { photoRoutes } from './photo.routes.ts';
import { reportRoutes } from './report.routes.ts';
import { residentRoutes } from './residents.routes.ts';
import { shelfRoutes } from './shelf.routes.ts';
import { tag } from './route-common.ts';

/**
 * Correspondence and deliveries (spec 02 §7). Every route is in the area (the signed upload url's PUT is the platform's: platform/files/upload.routes.ts): context token
 * and PERMISSIONS.correspondence; the condominium always comes from the token.
 */
const area = areaRoutes({ tag, permission: PERMISSIONS.correspondence }, async (scoped, deps) => {
  await scoped.register(parcelRoutes, deps);
  await scoped.register(photoRoutes, deps);
  await scoped.register(noticeRoutes, deps);
  await scoped.register(reportRoutes, deps);
  await scoped.register(residentRoutes, deps);
  await scoped.register(shelfRoutes, deps);
});

export const correspondenceRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(area, deps);
};
