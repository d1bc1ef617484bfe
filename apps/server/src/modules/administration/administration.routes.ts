import { PERMISSIONS } from '@portaria/shared/permissions';
import { administrationEndpoints as E } from '@portaria/shared/administration/administration.endpoints';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { areaRoutes } from '../../platform/http/area-routes.ts';
import { getAuth } from '../../platform/access/require-context.ts';
import { findSettings, listManaged } from './condominiums.repository.ts';
import { createCondominium, editCondominium, setCondominiumActive } from './condominiums.service.ts';
import { setupRoutes } from './setup.routes.ts';
import { areaAdminRoutes } from './areas.routes.ts';
import { bookingApprovalRoutes } from './booking-approvals.routes.ts';
import { staffRoutes } from './staff.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { residentsImportRoutes } from './residents-import.routes.ts';
import { listBlocksWithUnits } from './units.repository.ts';
import { createBlock, createUnits, editUnit, renameBlockOf } from './units.service.ts';

/** Creating, listing and (de)activating condominiums: the installation's administrator only. */
const installation: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;
  app.route({
    ...(await routeOf(E.listCondominiums)),
    handler: async (request) => ({ data: await listManaged(db, getAuth(request).userId) }),
  });
  app.route({
    ...(await routeOf(E.createCondominium)),
    handler: async (request, reply) =>
      reply.code(201).send(await createCondominium(deps, getAuth(request), request.body, now())),
  });
  app.route({
    ...(await routeOf(E.deactivateCondominium)),
    handler: async (request) => setCondominiumActive(deps, getAuth(request), false, now()),
  });
  app.route({
    ...(await routeOf(E.reactivateCondominium)),
    handler: async (request) => setCondominiumActive(deps, getAuth(request), true, now()),
  });
};

/** The token's condominium: its settings, blocks and units (administrator and syndic). */
const condominium: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;
  app.route({
    ...(await routeOf(E.getCondominium)),
    handler: async (request) => {
      const settings = await findSettings(db, getAuth(request).idCondo);
      if (!settings) throw new HttpError(404, M.condominiumInactive);
      return settings;
    },
  });
  app.route({
    ...(await routeOf(E.updateCondominium)),
    handler: async (request) => editCondominium(deps, getAuth(request), request.body, now()),
  });
  app.route({
    ...(await routeOf(E.listBlocks)),
    handler: async (request) => listBlocksWithUnits(db, getAuth(request).idCondo),
  });
  app.route({
    ...(await routeOf(E.createBlock)),
    handler: async (request, reply) =>
      reply.code(201).send(await createBlock(deps, getAuth(request), request.body.nome, now())),
  });
  app.route({
    ...(await routeOf(E.renameBlock)),
    handler: async (request) => renameBlockOf(deps, getAuth(request), request.params.idBloco, request.body.nome, now()),
  });
  app.route({
    ...(await routeOf(E.createUnits)),
    handler: async (request, reply) =>
      reply.code(201).send(await createUnits(deps, getAuth(request), request.params.idBloco, request.body, now())),
  });
  app.route({
    ...(await routeOf(E.updateUnit)),
    handler: async (request) => editUnit(deps, getAuth(request), request.params.idUnidade, request.body, now()),
  });
};

export const administrationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(setupRoutes, deps);
  await app.register(
    areaRoutes({ tag: 'administracao-instalacao', permission: PERMISSIONS.administerInstallation }, installation),
    deps,
  );
  await app.register(
    areaRoutes({ tag: 'administracao', permission: PERMISSIONS.manageCondominium }, condominium),
    deps,
  );
  await app.register(
    areaRoutes({ tag: 'administracao-equipe', permission: PERMISSIONS.manageStaff }, staffRoutes),
    deps,
  );
  await app.register(
    areaRoutes({ tag: 'administracao-auditoria', permission: PERMISSIONS.readAudit }, auditRoutes),
    deps,
  );
  await app.register(
    areaRoutes({ tag: 'administracao-moradores', permission: PERMISSIONS.importResidents }, residentsImportRoutes),
    deps,
  );
  await app.register(
    areaRoutes({ tag: 'administracao-areas', permission: PERMISSIONS.manageAreas }, async (scope, deps) => {
      await scope.register(areaAdminRoutes, deps);
      await scope.register(bookingApprovalRoutes, deps);
    }),
    deps,
  );
};
