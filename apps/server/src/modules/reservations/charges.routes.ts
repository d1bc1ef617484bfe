import { PERMISSIONS } from '@portaria/shared/permissions';
import { chargeEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { sendReport } from '../../platform/reports/report-file.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { chargesOfMonth, chargesReport } from './charges.service.ts';

/** The syndic's charge lines of paid reservations: the month's page with its totals, and its PDF or CSV. */
const charges: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  app.route({
    ...(await routeOf(E.list)),
    serializerCompiler: fastSerializerCompiler,
    handler: async (request) => chargesOfMonth(db, getAuth(request).idCondo, request.query, now()),
  });

  app.route({
    ...(await routeOf(E.report)),
    handler: async (request, reply) => {
      const file = await chargesReport(db, getAuth(request).idCondo, request.params.tipo, request.query.mes, now());
      return sendReport(reply, file);
    },
  });
};

export const chargeRoutes = areaRoutes({ tag: 'cobrancas', permission: PERMISSIONS.reservationCharges }, charges);
