import { PERMISSIONS } from '@portaria/shared';
import {
  pendingPreRegistrationsResponseSchema,
  preRegistrationDecisionResponseSchema,
  preRegistrationParamsSchema,
} from '@portaria/shared/accounts/accounts.schemas';
import { errorSchema } from '@portaria/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/deps.ts';
import { bearerSecurity, errors, originHeaders } from '../../lib/route-schemas.ts';
import { getAuth, requirePermission } from '../../plugins/require-context.ts';
import { decidePreRegistration, listPendingOf } from './pre-registration-review.service.ts';

const tags = ['pre-cadastro'];
const base = '/portaria/api/v1/precadastros';

/** The syndic's review: pending pre-registrations of the token's condominium, approve or reject. */
export const preRegistrationReviewRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now, notifier, requireContext } = deps;
  const preHandler = [requireContext, requirePermission(PERMISSIONS.approvePreRegistration)];

  app.get(base, {
    preHandler,
    schema: {
      tags,
      summary: 'Pré-cadastros aguardando aprovação no condomínio do token',
      security: bearerSecurity,
      headers: originHeaders,
      response: { 200: pendingPreRegistrationsResponseSchema, ...errors(401, 403) },
    },
    handler: async (request) => ({ data: await listPendingOf(db, getAuth(request).idCondo) }),
  });

  for (const [action, decision, summary] of [
    ['aprovar', 'APROVADO', 'Aprova: o funcionário recebe o cargo no condomínio e pode criar a senha em Cadastrar'],
    ['recusar', 'RECUSADO', 'Recusa o pré-cadastro'],
  ] as const) {
    app.post(`${base}/:id/${action}`, {
      preHandler,
      schema: {
        tags,
        summary,
        security: bearerSecurity,
        headers: originHeaders,
        params: preRegistrationParamsSchema,
        response: { 200: preRegistrationDecisionResponseSchema, ...errors(400, 401, 403, 404), 409: errorSchema },
      },
      handler: async (request) =>
        decidePreRegistration({ db, now, notifier, log: request.log }, getAuth(request), request.params.id, decision),
    });
  }
};
