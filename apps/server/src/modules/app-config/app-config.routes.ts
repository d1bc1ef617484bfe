import { appConfigEndpoints as E } from '@portaria/shared/app-config/app-config.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';

export const appConfigRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { config }) => {
  app.route({
    ...(await routeOf(E.get, { schema: { tags: ['config'] } })),
    handler: async () => ({
      chatUrl: config.chatUrl,
      biometricsPanelUrl: config.biometricsPanelUrl,
      supportWhatsapp: config.supportWhatsapp,
      supportPhone: config.supportPhone,
    }),
  });
};
