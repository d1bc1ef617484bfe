import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxResponseSchema } from '@portaria/shared/notifications/outbox.schemas';
import { errorSchema } from '@portaria/shared';
import type { ModuleDeps } from '../../lib/deps.ts';

/** GET /api/dev/outbox: only registered when the development outbox is the active provider. */
export const devOutboxRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { outbox }) => {
  if (!outbox) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['desenvolvimento'],
        summary: 'Mensagens SMS e e-mail capturadas pela caixa de saída de desenvolvimento',
        response: { 200: outboxResponseSchema, 404: errorSchema },
      },
    },
    async () => ({ data: outbox.list() }),
  );
};
