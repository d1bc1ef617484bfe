import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import {
  appInstaladoParamsSchema,
  residentsSearchQuerySchema,
  residentsSearchResponseSchema,
  unitResidentsParamsSchema,
  unitResidentsResponseSchema,
} from '@portaria/shared/correspondence/correspondence.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { getAuth } from '../../plugins/require-context.ts';
import { requireUnit } from '../units/units.repository.ts';
import { hasAppInstalled, listUnitResidents, searchResidents } from './residents.repository.ts';
import { errorCodes } from './route-common.ts';

export const residentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const unitOf = (idCondo: number, idUnidade: number) => requireUnit(db, idCondo, idUnidade, M.unitNotFound);

  app.get('/appinstalado/:unitId', {
    schema: {
      summary: 'Algum morador da unidade tem o aplicativo? 200 sim, 204 não',
      params: appInstaladoParamsSchema,
      response: { 200: z.object({ appInstalado: z.literal(true) }), 204: z.null().describe('Nenhum morador tem o aplicativo'), ...errorCodes(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const unit = await unitOf(getAuth(request).idCondo, request.params.unitId);
      if (!(await hasAppInstalled(db, unit.idUnidade))) return reply.code(204).send(null);
      return { appInstalado: true as const };
    },
  });

  app.get('/unidades/:idUnidade/moradores', {
    schema: {
      summary: 'Moradores da unidade (com nome, CPF e se têm o aplicativo)',
      params: unitResidentsParamsSchema,
      response: { 200: unitResidentsResponseSchema, ...errorCodes(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const auth = getAuth(request);
      const unit = await unitOf(auth.idCondo, request.params.idUnidade);
      return { data: await listUnitResidents(db, auth.idCondo, unit.idUnidade) };
    },
  });

  app.get('/correspondencia/moradores', {
    schema: {
      summary: 'Busca moradores do condomínio por nome ou CPF (página de 50)',
      querystring: residentsSearchQuerySchema,
      response: { 200: residentsSearchResponseSchema, ...errorCodes(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const auth = getAuth(request);
      if (request.query.unidade) await unitOf(auth.idCondo, request.query.unidade);
      return searchResidents(db, auth.idCondo, request.query);
    },
  });
};
