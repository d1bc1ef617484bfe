import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { isEmbeddedDatabase, type Database } from './db/client.ts';
import type { ModuleDeps } from './platform/http/deps.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { administrationRoutes } from './modules/administration/administration.routes.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createRequireContext } from './platform/access/require-context.ts';
import { contextCacheSeconds, createContextCache } from './platform/access/context-cache.ts';
import { condominiumRoutes } from './modules/condominium/condominiums.routes.ts';
import { porteiroRoutes } from './modules/auth/porteiros.routes.ts';
import { timelineRoutes } from './modules/timeline/timeline.routes.ts';
import { vehicleRoutes } from './modules/vehicles/vehicles.routes.ts';
import { keyRoutes } from './modules/keys/keys.routes.ts';
import { keyReminderTask } from './modules/keys/keys-reminders.ts';
import { parcelPeriodicTasks } from './modules/correspondence/reminders.service.ts';
import { accessReviewRoutes, residentRoutes } from './modules/access-control/residents.routes.ts';
import { visitorsRoutes } from './modules/access-control/visitors.routes.ts';
import { condominiumReferenceRoutes } from './modules/condominium/reference.routes.ts';
import { invitationRoutes, publicInvitationRoutes } from './modules/access-control/invitations.routes.ts';
import { chargeRoutes } from './modules/reservations/charges.routes.ts';
import { moveRoutes, reservationRoutes } from './modules/reservations/reservations.routes.ts';
import { occurrenceRoutes } from './modules/occurrences/occurrences.routes.ts';
import { shiftBookRoutes } from './modules/shift-book/shift-book.routes.ts';
import { documentRoutes } from './modules/documents/documents.routes.ts';
import { deskRoutes } from './modules/desk/desk.routes.ts';
import { registerDocs } from './platform/http/docs.ts';
import { registerEmbeddedDbGate } from './platform/http/embedded-db-gate.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerRequestLog } from './platform/http/request-log.ts';
import { clientErrorHandler, frameworkErrors } from './platform/http/framework-errors.ts';
import { buildLoggerOptions, type LoggerOverride } from './platform/http/logger.ts';
import { registerSecurity } from './platform/http/security.ts';
import { registerWeb } from './platform/http/static-web.ts';
import { devOutboxRoutes } from './modules/notices/dev-outbox.routes.ts';
import { createNotifier, type Notifications } from './platform/notices/create-notifier.ts';
import { createStorage } from './platform/files/create-storage.ts';
import type { FileStorage } from './platform/files/storage.ts';
import { correspondenceRoutes } from './modules/correspondence/correspondence.routes.ts';
import { createListCache } from './platform/lists/cached-list.ts';
import { createWorkGate } from './platform/http/work-gate.ts';
import { createAppQueue } from './platform/notices/app-queue.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerOverload } from './platform/http/overload.ts';
import { uploadRoutes } from './platform/files/upload.routes.ts';
import { PHOTO_UPLOADS } from './modules/correspondence/photo-check.ts';
import { OCCURRENCE_ATTACHMENTS } from './modules/occurrences/attachment-policy.ts';
import { SHIFT_BOOK_ATTACHMENTS } from './modules/shift-book/attachment-policy.ts';
import { DOCUMENT_UPLOADS } from './modules/documents/document-policy.ts';

/** The file policies the platform's one upload route knows, one per area that takes files (the first is its default). */
const FILE_POLICIES = [PHOTO_UPLOADS, OCCURRENCE_ATTACHMENTS, DOCUMENT_UPLOADS, SHIFT_BOOK_ATTACHMENTS] as const;

export type AppOptions = {
  db: Database;
  config: Config;
  /** Injectable clock: tests move time to check expiry and login limits. */
  now?: () => Date;
  logger?: LoggerOverride;
  /** Tests pass the providers they inspect; otherwise they come from the configuration. */
  notifications?: Notifications;
  /** Tests may pass their own file storage; otherwise disk or S3 from the configuration. */
  storage?: FileStorage;
};

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: buildLoggerOptions(config.logLevel, options.logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The spec writes some paths with a trailing slash (`GET /mudanca/regra/`): both spellings reach every route.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    // platform/http/request-log.ts writes one line per API request instead.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  registerRequestLog(app);

  // ioredis is loaded only with REDIS_URL: building its command table costs ~0.15 s of every start without it.
  const redis = config.redisUrl ? (await import('./platform/http/redis.ts')).createRedis(config.redisUrl) : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'Redis indisponível'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  await registerOverload(app, db, config.overload);
  await registerSecurity(app, redis, config.redisPrefix);
  await registerDocs(app);

  const { notifier, outbox } = options.notifications ?? createNotifier(config, now, undefined, db);
  const storage = options.storage ?? (await createStorage(config));
  const periodic = [keyReminderTask, ...parcelPeriodicTasks(config)];
  const jobs = createAppQueue({ db, config, now, log: app.log, notifier, storage, periodic });
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  // Decision 132: kept only where every change can reach every process that keeps it.
  const channel = redis
    ? (await import('./platform/access/context-channel.ts')).createContextChannel(redis, config.redisPrefix, app.log)
    : null;
  const seconds = contextCacheSeconds(config.authCacheSeconds, isEmbeddedDatabase(db), channel !== null);
  const contexts = createContextCache({ db, ttlMs: seconds * 1000, channel });
  app.addHook('onClose', async () => {
    contexts.close();
    await channel?.close();
  });
  const deps: ModuleDeps = {
    db,
    jobs,
    redis,
    config,
    now,
    requireContext: createRequireContext(contexts, now, config.session),
    contexts,
    notifier,
    outbox,
    storage,
    passwordGate: createWorkGate(config.passwordWork),
    listCache: createListCache({ maxBytes: config.listCacheBytes, now }),
  };
  await app.register(
    async (api) => {
      if (config.embeddedDbQueue && isEmbeddedDatabase(db)) registerEmbeddedDbGate(api, config.embeddedDbQueue);
      await api.register(healthRoutes, deps);
      await api.register(appConfigRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(condominiumRoutes, deps);
      await api.register(condominiumReferenceRoutes, deps);
      await api.register(porteiroRoutes, deps);
      await api.register(devOutboxRoutes, deps);
      await api.register(accountsRoutes, deps);
      await api.register(uploadRoutes(FILE_POLICIES), deps);
      await api.register(correspondenceRoutes, deps);
      await api.register(vehicleRoutes, deps);
      await api.register(keyRoutes, deps);
      await api.register(residentRoutes, deps);
      await api.register(accessReviewRoutes, deps);
      await api.register(invitationRoutes, deps);
      await api.register(visitorsRoutes, deps);
      await api.register(publicInvitationRoutes, deps);
      await api.register(timelineRoutes, deps);
      await api.register(reservationRoutes, deps);
      await api.register(moveRoutes, deps);
      await api.register(chargeRoutes, deps);
      await api.register(occurrenceRoutes, deps);
      await api.register(shiftBookRoutes, deps);
      await api.register(documentRoutes, deps);
      await api.register(administrationRoutes, deps);
      await api.register(deskRoutes, deps);
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDist);
  await app.ready();
  return app;
};
