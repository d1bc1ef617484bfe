import { PERMISSIONS } from '@portaria/shared';
import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { entryEndpoints as X, visitorEndpoints as E } from '@portaria/shared/access-control/visitors.endpoints';
import { normalizeDocument } from '@portaria/shared/access-control/visitors.rules';
import { todayIn } from '@portaria/shared/common/day';
import { pageMeta } from '@portaria/shared/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { sendReport } from '../../platform/reports/report-file.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { paginate, paginateWithCount } from '../../platform/lists/paginate.ts';
import { cachedList } from '../../platform/lists/cached-list.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { sendJson, sendJsonText } from '../../platform/http/send-json.ts';
import { pageJson } from '../../platform/lists/json-rows.ts';
import { offlineWriteOf, sendChange } from '../../platform/http/offline-write.ts';
import * as entryAndVisitorSchemas from '@portaria/shared/access-control/visitors.schemas';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { buildVisitReport, checkPeriod } from './entries-report.ts';
import { listDayCards } from './entries-day.repository.ts';
import { dayCardsPageJson, isWholeDay } from './entries-day-page.repository.ts';
import { countReport, reportPageJson } from './entries.repository.ts';
import { quickEntry, registerEntry, registerExit } from './entries.service.ts';
import { countOpenVisits, isUnfiltered, listOpenVisits, openVisitsPageJson } from './entries-open-visits.repository.ts';
import { findByDocument, findVisitorUnit } from './visitors.repository.ts';
import { groupedSchedulesOf } from './schedules.repository.ts';
import { createVisitor } from './visitors-create.service.ts';
import { deleteSchedule, deleteVisitor, updateVisitor } from './visitors.service.ts';
import { listVisitors } from './visitors-list.service.ts';

const serializeCards = fastSerializerCompiler({ schema: entryAndVisitorSchemas.entryCardPageSchema }) as (
  page: unknown,
) => string;

const withoutTotal = <R extends { totalRows: number }>(rows: R[]) => rows.map(({ totalRows: _t, ...item }) => item);

const visitorRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, jobs, now, listCache }) => {
  app.route({
    ...(await routeOf(E.list)),
    // From the list cache while the condominium's visitors and schedules have not changed (decision 061).
    handler: async (request, reply) =>
      sendJson(reply, await listVisitors({ db, listCache }, getAuth(request).idCondo, request.query)),
  });

  app.route({
    ...(await routeOf(E.byDocument)),
    handler: async (request) => {
      const auth = getAuth(request);
      const q = request.query;
      if (q.idUnidade) await requireUnit(db, auth.idCondo, q.idUnidade, M.unitNotFound);
      return findByDocument(
        db,
        auth.idCondo,
        q.tipoDocumento,
        normalizeDocument(q.tipoDocumento, q.numeroDocumento),
        q.idUnidade ?? null,
      );
    },
  });

  app.route({
    ...(await routeOf(E.create)),
    // The server's clock, or the `momento` header of a new visitor registered offline (decision 128).
    handler: async (request, reply) =>
      sendChange(
        reply,
        await createVisitor({ db, jobs }, getAuth(request), request.body, offlineWriteOf(request, now())),
      ),
  });

  app.route({
    ...(await routeOf(E.update)),
    handler: async (request) => updateVisitor({ db, jobs }, getAuth(request), request.body, now()),
  });

  app.route({
    ...(await routeOf(E.remove)),
    handler: async (request) => {
      await deleteVisitor({ db, jobs }, getAuth(request), request.params.idVisitante, now());
      return { success: true as const };
    },
  });

  app.route({
    ...(await routeOf(E.grouped)),
    handler: async (request) => {
      const auth = getAuth(request);
      const visitor = await findVisitorUnit(db, auth.idCondo, request.params.idVisitanteUnidade);
      if (!visitor) throw new HttpError(404, M.visitorNotFound);
      return groupedSchedulesOf(db, visitor.idVisitanteUnidade, todayIn(now()));
    },
  });

  app.route({
    ...(await routeOf(E.removeSchedule)),
    handler: async (request) => {
      await deleteSchedule({ db, jobs }, getAuth(request), request.params.idAutorizacao, now());
      return { success: true as const };
    },
  });
};

const entryRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, jobs, now, listCache }) => {
  app.route({
    ...(await routeOf(X.day)),
    // The day's cards, from the list cache while no schedule, entry or exit of the condominium has changed.
    handler: async (request, reply) => {
      const { page, limit, dataReferencia, ...filters } = request.query;
      const day = dataReferencia ?? todayIn(now());
      const idCondo = getAuth(request).idCondo;
      const answer = await cachedList(db, listCache, {
        area: 'acessos',
        idCondo,
        key: JSON.stringify([day, page, limit, filters]),
        // The day's cards are written by the database (decision 136); a filter on the person is read in JS.
        load: async () => {
          if (isWholeDay(filters)) {
            const window = { limit, offset: (page - 1) * limit };
            const { rows, total } = await dayCardsPageJson(db, idCondo, day, filters, window);
            return pageJson(rows, pageMeta(page, limit, total));
          }
          return serializeCards(
            await paginate({ page, limit }, (w) => listDayCards(db, idCondo, day, filters, w), withoutTotal),
          );
        },
        serialize: (json) => json,
      });
      return sendJson(reply, answer);
    },
  });

  app.route({
    ...(await routeOf(X.open)),
    // Visits still inside, oldest first (decision 094); from the list cache while no entry or exit has changed.
    handler: async (request, reply) => {
      const { page, limit, ...filters } = request.query;
      const idCondo = getAuth(request).idCondo;
      const answer = await cachedList(db, listCache, {
        area: 'acessos',
        idCondo,
        key: JSON.stringify(['abertas', page, limit, filters]),
        // Every open visit (the desk's list) is written by the database (decision 136); a filter's page in JS.
        load: async () => {
          const window = { limit, offset: (page - 1) * limit };
          if (isUnfiltered(filters)) {
            const { rows, total } = await openVisitsPageJson(db, idCondo, window);
            return pageJson(rows, pageMeta(page, limit, total));
          }
          return serializeCards(
            await paginateWithCount(
              { page, limit },
              (w) => listOpenVisits(db, idCondo, filters, w),
              () => countOpenVisits(db, idCondo, filters),
              (rows) => rows,
            ),
          );
        },
        serialize: (json) => json,
      });
      return sendJson(reply, answer);
    },
  });

  app.route({
    ...(await routeOf(X.register)),
    handler: async (request, reply) => {
      const { tipo, idAutorizacao, idVisitanteUnidade, idLogEntrada } = request.body;
      const visit = { idVisitanteUnidade, idAutorizacao: idAutorizacao ?? null, idLogEntrada };
      // The server's clock, or the `momento` header of an offline write (decision 128): `data` is what the screen showed.
      const write = offlineWriteOf(request, now());
      const register = tipo === 'ENTRADA' ? registerEntry : registerExit;
      return sendChange(reply, await register({ db, jobs }, getAuth(request), visit, write));
    },
  });

  app.route({
    ...(await routeOf(X.quickEntry)),
    handler: async (request, reply) => {
      const write = offlineWriteOf(request, now());
      return sendChange(
        reply,
        await quickEntry({ db, jobs }, getAuth(request), request.query.idVisitanteUnidade, write),
      );
    },
  });

  app.route({
    ...(await routeOf(X.report)),
    // Each visit written as JSON by the database (decision 136), the page sent as it is.
    handler: async (request, reply) => {
      const { page, limit, ...filters } = request.query;
      checkPeriod(filters, now());
      const idCondo = getAuth(request).idCondo;
      const [rows, total] = await Promise.all([
        reportPageJson(db, idCondo, filters, limit, (page - 1) * limit),
        countReport(db, idCondo, filters),
      ]);
      return sendJsonText(reply, pageJson(rows, pageMeta(page, limit, total)));
    },
  });

  app.route({
    ...(await routeOf(X.reportFile)),
    handler: async (request, reply) => {
      const { tipo, ...filters } = request.query;
      const file = await buildVisitReport(db, getAuth(request).idCondo, tipo, filters, now());
      return sendReport(reply, file);
    },
  });
};

/** Visitors, schedules, entries and exits (spec 02 §7): context token + the access-control permission. */
export const visitorsRoutes = areaRoutes(
  { tag: 'visitantes', permission: PERMISSIONS.accessControl },
  async (scoped, deps) => {
    await scoped.register(visitorRoutes, deps);
    await scoped.register(entryRoutes, deps);
  },
);
