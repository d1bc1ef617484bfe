import { reportParamsSchema, reportQuerySchema } from '@portaria/shared/correspondence/correspondence.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { getAuth } from '../../plugins/require-context.ts';
import { buildReport } from './report.service.ts';
import { errorCodes } from './route-common.ts';

export const reportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  app.get('/correspondencia/relatorio/:tipo', {
    schema: {
      summary: 'Relatório do histórico em PDF ou CSV (sem datas: últimos 90 dias; no máximo 90 dias, sem datas futuras)',
      params: reportParamsSchema,
      querystring: reportQuerySchema,
      response: { 200: z.unknown().describe('O arquivo (application/pdf ou text/csv)'), ...errorCodes(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const file = await buildReport(db, getAuth(request).idCondo, request.params.tipo, request.query, now());
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  });
};
