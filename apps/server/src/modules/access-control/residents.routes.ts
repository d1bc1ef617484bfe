import { PERMISSIONS } from '@portaria/shared';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import {
  accessRequestEndpoints as R,
  residentEndpoints as E,
} from '@portaria/shared/access-control/residents.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { readFacePhoto } from './invitations-face-photo.service.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { decideAccessRequest, listPendingOf } from './access-requests-review.service.ts';
import { residentPageSchema, type Resident } from '@portaria/shared/access-control/residents.schemas';
import { pageMeta, type Page } from '@portaria/shared/common/page';
import type { Database } from '../../db/client.ts';
import { pageJson } from '../../platform/lists/json-rows.ts';
import { cachedList } from '../../platform/lists/cached-list.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { sendJson } from '../../platform/http/send-json.ts';
import { isUnfiltered, listResidents, listUnitResidentsFull, type ResidentFilters } from './residents.repository.ts';
import { condoResidentsJson } from './residents-page.repository.ts';
import { deleteResident, requestAccess, updateResident } from './residents.service.ts';

const serializePage = fastSerializerCompiler({ schema: residentPageSchema }) as (page: Page<Resident>) => string;

/** The list's answer: the whole condominium's page written by the database (decision 136), a filtered one in JS. */
const residentsAnswer = async (db: Database, idCondo: number, q: ResidentFilters): Promise<string> => {
  if (!isUnfiltered(q)) return serializePage(await listResidents(db, idCondo, q));
  const { rows, total } = await condoResidentsJson(db, idCondo, { limit: q.limit, offset: (q.page - 1) * q.limit });
  return pageJson(rows, pageMeta(q.page, q.limit, total));
};

const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, jobs, now, listCache, storage }) => {
  app.route({
    ...(await routeOf(E.list)),
    // The desk's hot list, from the list cache while the condominium's residents have not changed (decisions 061,
    // 071): every write to a resident commits a new 'moradores' version with its rows.
    handler: async (request, reply) => {
      const auth = getAuth(request);
      if (request.params.id !== auth.idCondo) throw new HttpError(403, M.condoMismatch);
      const q = request.query;
      const page = await cachedList(db, listCache, {
        area: 'moradores',
        idCondo: auth.idCondo,
        key: JSON.stringify([
          q.page,
          q.limit,
          q.nomeMorador ?? '',
          q.idsBlocos ?? [],
          q.idsUnidades ?? [],
          q.tipoAcesso ?? '',
          q.flTemLoginAtivo ?? '',
        ]),
        load: () => residentsAnswer(db, auth.idCondo, q),
        serialize: (json) => json,
      });
      return sendJson(reply, page);
    },
  });

  app.route({
    ...(await routeOf(E.unitResidents)),
    handler: async (request) => {
      const auth = getAuth(request);
      const unit = await requireUnit(db, auth.idCondo, request.params.idUnidade, M.unitNotFound);
      return { data: await listUnitResidentsFull(db, auth.idCondo, unit.idUnidade) };
    },
  });

  app.route({
    ...(await routeOf(E.requestAccess)),
    handler: async (request) => requestAccess({ db, jobs }, getAuth(request), request.body, now()),
  });

  app.route({
    ...(await routeOf(E.update)),
    handler: async (request) => updateResident({ db, jobs }, getAuth(request), request.body, now()),
  });

  app.route({
    ...(await routeOf(E.remove)),
    handler: async (request) => {
      await deleteResident(
        { db, jobs },
        getAuth(request),
        request.params.cpf,
        request.params.idUnidade,
        now(),
        request.query.idMorador,
      );
      return { success: true as const };
    },
  });

  app.route({
    ...(await routeOf(E.facePhoto)),
    handler: async (request, reply) => {
      const { contentType, object } = await readFacePhoto(
        { db, jobs, storage },
        getAuth(request),
        request.params.idMorador,
        now(),
      );
      return sendStoredFile(reply, object, contentType);
    },
  });
};

/** Access control (spec 02 §7): residents, access requests, edit and delete; context token + the area's permission. */
export const residentRoutes = areaRoutes({ tag: 'moradores', permission: PERMISSIONS.accessControl }, routes);

const review: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now, jobs }) => {
  app.route({
    ...(await routeOf(R.pending)),
    handler: async (request) => ({ data: await listPendingOf(db, getAuth(request).idCondo) }),
  });
  for (const [endpoint, decision] of [
    [R.approve, 'APROVADA'],
    [R.refuse, 'RECUSADA'],
  ] as const) {
    app.route({
      ...(await routeOf(endpoint)),
      handler: async (request) => decideAccessRequest({ db, now, jobs }, getAuth(request), request.params.id, decision),
    });
  }
};

/** The syndic's `Solicitações de acesso` (decision 078). */
export const accessReviewRoutes = areaRoutes(
  { tag: 'solicitacoes-acesso', permission: PERMISSIONS.approveAccessRequest },
  review,
);
