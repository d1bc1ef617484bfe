import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { phoneChangeReviewRoutes } from './phone-change-review.routes.ts';
import { preRegistrationReviewRoutes } from './pre-registration-review.routes.ts';
import { preRegistrationRoutes } from './pre-registration.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

/** Issue 3: account creation and recovery by SMS code, pre-registration and the syndic's review. */
export const accountsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(twoFactorRoutes, deps);
  await app.register(preRegistrationRoutes, deps);
  await app.register(preRegistrationReviewRoutes, deps);
  await app.register(phoneChangeReviewRoutes, deps);
};
