import { STATUS_LABELS, formatData, formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { reportParamsSchema, reportQuerySchema } from '@portaria/shared/correspondence/correspondence.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { condominios } from '../../db/schema/index.ts';
import type { ModuleDeps } from '../../lib/deps.ts';
import { getAuth } from '../../plugins/require-context.ts';
import { findBlock, findUnit } from './correspondence.repository.ts';
import { countRows } from './list-queries.repository.ts';
import { buildFilter } from './list.service.ts';
import { csvStream } from './report-csv.ts';
import { reportRows } from './report-rows.ts';
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
      const auth = getAuth(request);
      const at = now();
      const { filter, period } = await buildFilter(db, auth.idCondo, request.query, at, true);
      // Parcels registered while the file streams are left out, so the count and the pages agree.
      const cutoff = new Date(at.getTime() + 1);
      if (!filter.end || filter.end > cutoff) filter.end = cutoff;
      const name = `historico-correspondencias-${period!.from}-a-${period!.until}`;
      if (request.params.tipo === 'CSV') {
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .header('cache-control', 'no-store');
        return reply.send(csvStream(reportRows(db, filter)));
      }
      const [[condo], total, unit, block] = await Promise.all([
        db.select().from(condominios).where(eq(condominios.idCondo, auth.idCondo)),
        countRows(db, filter),
        filter.idUnidade ? findUnit(db, auth.idCondo, filter.idUnidade) : null,
        filter.idBloco ? findBlock(db, auth.idCondo, filter.idBloco) : null,
      ]);
      const filtros = [
        unit ? `${M.colUnidade}: ${unit.nmBloco} - ${unit.nome}` : block ? `${M.block}: ${block.nome}` : '',
        filter.status ? `${M.colStatus}: ${STATUS_LABELS[filter.status]}` : '',
      ].filter(Boolean);
      // pdfkit (with its fonts) is loaded on the first PDF, not at startup: ~25 MB of RSS few servers need at once.
      const { pdfStream } = await import('./report-pdf.ts');
      const doc = pdfStream(
        {
          referencia: condo!.referencia,
          nome: condo!.nome,
          de: formatData(period!.from),
          ate: formatData(period!.until),
          filtros,
          geradoEm: formatDataHora(at),
          total,
        },
        reportRows(db, filter),
      );
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .header('cache-control', 'no-store');
      return reply.send(doc);
    },
  });
};
