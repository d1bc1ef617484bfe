import { publicConfigSchema } from '@portaria/shared/app-config/app-config.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { errors, originHeaders } from '../../lib/route-schemas.ts';

export const appConfigRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { config }) => {
  app.get('/public/config', {
    schema: {
      tags: ['config'],
      summary: 'Configuração pública do app (link do chat de suporte)',
      headers: originHeaders,
      response: { 200: publicConfigSchema, ...errors(400) },
    },
    handler: async () => ({ chatUrl: config.chatUrl }),
  });
};
