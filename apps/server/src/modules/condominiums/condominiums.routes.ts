import { MESSAGES, condominiumParamsSchema, condominiumSchema } from '@portaria/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { bearerSecurity, errors, originHeaders } from '../../lib/route-schemas.ts';
import { getAuth } from '../../plugins/require-context.ts';
import { loadCondominium } from './condominiums.repository.ts';

export const condominiumRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, requireContext }) => {
  app.get('/condominios/:idCondo', {
    preHandler: requireContext,
    schema: {
      tags: ['condominios'],
      summary: 'Condomínio do token com blocos, unidades e moradores',
      security: bearerSecurity,
      headers: originHeaders,
      params: condominiumParamsSchema,
      response: { 200: condominiumSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const auth = getAuth(request);
      // The id in the path only has to agree with the token; it never widens access.
      if (request.params.idCondo !== auth.idCondo) throw new HttpError(403, MESSAGES.forbidden);
      const condo = await loadCondominium(db, auth.idCondo);
      if (!condo) throw new HttpError(404, MESSAGES.condominiumNotFound);
      return condo;
    },
  });
};
