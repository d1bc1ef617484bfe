import { PERMISSIONS } from '@portaria/shared';
import {
  pendingPreRegistrationsResponseSchema,
  preRegistrationDecisionResponseSchema,
  preRegistrationParamsSchema,
} from '@portaria/shared/accounts/accounts.schemas';
import { errorSchema } from '@portaria/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { errors } from '../../lib/route-schemas.ts';
import { areaRoutes } from '../../plugins/area-routes.ts';
import { getAuth } from '../../plugins/require-context.ts';
import { decidePreRegistration, listPendingOf } from './pre-registration-review.service.ts';

const base = '/portaria/api/v1/precadastros';

/** The syndic's review: pending pre-registrations of the token's condominium, approve or reject. */
const routes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now, notifier } = deps;

  app.get(base, {
    schema: {
      summary: 'Pré-cadastros aguardando aprovação no condomínio do token',
      response: { 200: pendingPreRegistrationsResponseSchema, ...errors(401, 403) },
    },
    handler: async (request) => ({ data: await listPendingOf(db, getAuth(request).idCondo) }),
  });

  for (const [action, decision, summary] of [
    ['aprovar', 'APROVADO', 'Aprova: o funcionário recebe o cargo no condomínio e pode criar a senha em Cadastrar'],
    ['recusar', 'RECUSADO', 'Recusa o pré-cadastro'],
  ] as const) {
    app.post(`${base}/:id/${action}`, {
      schema: {
        summary,
        params: preRegistrationParamsSchema,
        response: { 200: preRegistrationDecisionResponseSchema, ...errors(400, 401, 403, 404), 409: errorSchema },
      },
      handler: async (request) =>
        decidePreRegistration({ db, now, notifier, log: request.log }, getAuth(request), request.params.id, decision),
    });
  }
};

export const preRegistrationReviewRoutes = areaRoutes({ tag: 'pre-cadastro', permission: PERMISSIONS.approvePreRegistration }, routes);
