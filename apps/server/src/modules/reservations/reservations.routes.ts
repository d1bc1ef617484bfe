import { PERMISSIONS } from '@portaria/shared/permissions';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { moveEndpoints as ME, reservationEndpoints as E } from '@portaria/shared/reservations/reservations.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entityNotices, marksOf } from '../../platform/notices/notice-status.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { sendJson } from '../../platform/http/send-json.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth, type AuthContext } from '../../platform/access/require-context.ts';
import { cachedCalendar, cachedFreeSlots } from './calendar.service.ts';
import { listMoves, findMoveRules, takenMoveDays } from './moves.repository.ts';
import { removeMove, scheduleMove } from './moves.service.ts';
import { findReservation, listAreas } from './reservations.repository.ts';
import { cancel, laterYears, listOfArea, reserve } from './reservations.service.ts';

/** A condominium named in the path or query must be the token's (decision 070): anything else is 403. */
const assertOwnReference = (auth: AuthContext, reference: number) => {
  if (reference !== auth.referencia) throw new HttpError(403, M.otherCondominium);
};

const reservations: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  app.route({
    ...(await routeOf(E.areas)),
    handler: async (request) => {
      const auth = getAuth(request);
      assertOwnReference(auth, request.params.reference);
      return listAreas(db, auth.idCondo);
    },
  });

  app.route({
    ...(await routeOf(E.calendar)),
    handler: async (request, reply) =>
      sendJson(
        reply,
        await cachedCalendar(
          deps,
          getAuth(request).idCondo,
          request.params.areaId,
          request.query.datainicio,
          request.query.datafim,
        ),
      ),
  });

  app.route({
    ...(await routeOf(E.slots)),
    handler: async (request, reply) =>
      sendJson(
        reply,
        await cachedFreeSlots(
          deps,
          getAuth(request).idCondo,
          request.params.areaId,
          request.params.unitId,
          request.query.data,
          deps.now(),
        ),
      ),
  });

  app.route({
    ...(await routeOf(E.reserve)),
    handler: async (request, reply) => {
      const result = await reserve(deps, getAuth(request), request.body);
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...(await routeOf(E.cancel)),
    handler: async (request) => cancel(deps, getAuth(request), request.body.id),
  });

  app.route({
    ...(await routeOf(E.notices)),
    handler: async (request) => {
      const { idCondo } = getAuth(request);
      if (!(await findReservation(db, idCondo, request.params.id))) throw new HttpError(404, M.reservationNotFound);
      return entityNotices(db, idCondo, 'reserva', request.params.id);
    },
  });

  app.route({
    ...(await routeOf(E.noticeMarks)),
    handler: async (request) => {
      // marksOf reads only the token's condominium: another condominium's ids have no mark here.
      const marks = await marksOf(db, getAuth(request).idCondo, 'reserva', request.query.ids);
      return { data: [...marks].map(([id, mark]) => ({ id, ...mark })) };
    },
  });

  app.route({
    ...(await routeOf(E.years)),
    handler: async (request) => laterYears(deps, getAuth(request).idCondo, request.query),
  });

  app.route({
    ...(await routeOf(E.list)),
    handler: async (request, reply) => {
      const auth = getAuth(request);
      assertOwnReference(auth, request.params.reference);
      return sendJson(reply, await listOfArea(deps, auth.idCondo, request.query));
    },
  });
};

const moves: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  app.route({
    ...(await routeOf(ME.rules)),
    handler: async (request) => {
      const auth = getAuth(request);
      assertOwnReference(auth, request.query.id);
      const rules = await findMoveRules(db, auth.idCondo);
      if (!rules) throw new HttpError(404, M.noMoveRules);
      return rules;
    },
  });

  app.route({
    ...(await routeOf(ME.list)),
    handler: async (request) => {
      const auth = getAuth(request);
      const { idCondominio, page, limit, dataChegadaFrom, dataChegadaUntil } = request.query;
      if (idCondominio !== undefined && idCondominio !== auth.idCondo) throw new HttpError(403, M.otherCondominium);
      return listMoves(db, auth.idCondo, { page, limit, fromDay: dataChegadaFrom, untilDay: dataChegadaUntil });
    },
  });

  app.route({
    ...(await routeOf(ME.taken)),
    handler: async (request) => {
      const { dataChegadaFrom, dataChegadaUntil } = request.query;
      return { dias: await takenMoveDays(db, getAuth(request).idCondo, dataChegadaFrom, dataChegadaUntil) };
    },
  });

  app.route({
    ...(await routeOf(ME.create)),
    handler: async (request, reply) => {
      const move = await scheduleMove(deps, getAuth(request), request.body);
      return reply.code(201).send(move);
    },
  });

  app.route({
    ...(await routeOf(ME.remove)),
    handler: async (request, reply) => {
      await removeMove(deps, getAuth(request), request.params.id_mudanca);
      return reply.code(204).send(null);
    },
  });
};

export const reservationRoutes = areaRoutes({ tag: 'reservas', permission: PERMISSIONS.reservations }, reservations);
export const moveRoutes = areaRoutes({ tag: 'mudancas', permission: PERMISSIONS.reservations }, moves);
