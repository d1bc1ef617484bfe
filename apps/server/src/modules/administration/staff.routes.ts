import { staffEndpoints as E } from '@portaria/shared/administration/staff.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { loadGrantsOfCondo, listMembers } from './staff.repository.ts';
import { setPermissions } from './staff-permissions.service.ts';
import { addMember, changePhone, changeRole, setActive } from './staff.service.ts';
import { memberView } from './staff.view.ts';

/** The staff of the token's condominium (issue 31 item 5): PERMISSIONS.manageStaff, in administration.routes.ts. */
export const staffRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, jobs, now, config, contexts }) => {
  const deps = { db, jobs, contexts, publicUrl: config.publicUrl };
  app.route({
    ...(await routeOf(E.list)),
    handler: async (request) => {
      const { idCondo, userId } = getAuth(request);
      const [members, grants] = await Promise.all([listMembers(db, idCondo), loadGrantsOfCondo(db, idCondo)]);
      return { data: members.map((m) => memberView(m, grants, userId)) };
    },
  });
  app.route({
    ...(await routeOf(E.add)),
    handler: async (request, reply) =>
      reply.code(201).send(await addMember(deps, getAuth(request), request.body, now())),
  });
  app.route({
    ...(await routeOf(E.changeRole)),
    handler: async (request) => changeRole(deps, getAuth(request), request.params.idUsuario, request.body.cargo, now()),
  });
  app.route({
    ...(await routeOf(E.setPermissions)),
    handler: async (request) =>
      setPermissions(deps, getAuth(request), request.params.idUsuario, request.body.permissoes, now()),
  });
  app.route({
    ...(await routeOf(E.changePhone)),
    handler: async (request) =>
      changePhone(deps, getAuth(request), request.params.idUsuario, request.body.telefone, now()),
  });
  app.route({
    ...(await routeOf(E.deactivate)),
    handler: async (request) => setActive(deps, getAuth(request), request.params.idUsuario, false, now()),
  });
  app.route({
    ...(await routeOf(E.reactivate)),
    handler: async (request) => setActive(deps, getAuth(request), request.params.idUsuario, true, now()),
  });
};
