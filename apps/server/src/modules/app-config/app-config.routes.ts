import { appConfigEndpoints as E } from '@portaria/shared/app-config/app-config.endpoints';
import type { PublicConfig } from '@portaria/shared/app-config/app-config.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { routeOf } from '../../platform/http/endpoint-route.ts';
import { verifyBearer } from '../../platform/access/verify-token.ts';
import { findSupportSettings } from '../condominium/condominiums.repository.ts';

/** Brazilian numbers are stored without the country code; the WhatsApp link and the dialler want it. */
const withCountry = (digits: string | null) => (digits && digits.length <= 11 ? `55${digits}` : digits);

/**
 * The condominium of a valid context token, if the request carries one: a public route never refuses a stale or
 * missing token, it answers the installation's values.
 */
const condominiumOf = async (
  db: Database,
  authorization: string | undefined,
  now: Date,
  config: ModuleDeps['config'],
) => {
  if (!authorization) return null;
  try {
    const token = await verifyBearer(db, authorization, now, { kinds: ['context'], session: config.session });
    return token.idCondo;
  } catch {
    return null;
  }
};

export const appConfigRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, now }) => {
  app.route({
    ...(await routeOf(E.get, { schema: { tags: ['config'] } })),
    handler: async (request): Promise<PublicConfig> => {
      const installation = {
        chatUrl: config.chatUrl,
        biometricsPanelUrl: config.biometricsPanelUrl,
        supportWhatsapp: config.supportWhatsapp,
        supportPhone: config.supportPhone,
      };
      // Signed in: the condominium's own values (administration console), each falling back to the installation's.
      const idCondo = await condominiumOf(db, request.headers.authorization, now(), config);
      const own = idCondo === null ? null : await findSupportSettings(db, idCondo);
      if (!own) return installation;
      return {
        chatUrl: own.chatUrl ?? installation.chatUrl,
        biometricsPanelUrl: own.biometricsPanelUrl ?? installation.biometricsPanelUrl,
        supportWhatsapp: withCountry(own.supportWhatsapp) ?? installation.supportWhatsapp,
        supportPhone: withCountry(own.supportPhone) ?? installation.supportPhone,
      };
    },
  });
};
