import { instructionEndpoints as E } from '@portaria/shared/desk/instructions.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth } from '../../platform/access/require-context.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { closeInstruction, createInstruction, unitInstructions } from './instructions.service.ts';

/** Registered under the access-control permission (desk.routes.ts). */
export const instructionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { now } = deps;
  app.route({
    ...(await routeOf(E.list)),
    handler: async (request) => ({
      data: await unitInstructions(deps, getAuth(request), request.params.idUnidade, now()),
    }),
  });
  app.route({
    ...(await routeOf(E.create)),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createInstruction(deps, getAuth(request), request.params.idUnidade, request.body, now())),
  });
  app.route({
    ...(await routeOf(E.end)),
    handler: async (request) => closeInstruction(deps, getAuth(request), request.params.id, now()),
  });
};
