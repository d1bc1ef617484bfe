import { accessRequestEndpoints, residentEndpoints } from './access-control/residents.endpoints.ts';
import { invitationEndpoints, publicInvitationEndpoints } from './access-control/invitations.endpoints.ts';
import { condominiumRefEndpoints, entryEndpoints, visitorEndpoints } from './access-control/visitors.endpoints.ts';
import { accountEndpoints } from './accounts/accounts.endpoints.ts';
import { phoneChangeEndpoints } from './accounts/phone-change.endpoints.ts';
import { preRegistrationEndpoints } from './accounts/pre-registration.endpoints.ts';
import { appConfigEndpoints } from './app-config/app-config.endpoints.ts';
import { authEndpoints } from './auth/auth.endpoints.ts';
import type { Endpoint } from './common/endpoint.ts';
import { healthEndpoints } from './health/health.endpoints.ts';
import { condominiumEndpoints } from './condominium/condominium.endpoints.ts';
import { correspondenceFileEndpoints } from './correspondence/correspondence-files.endpoints.ts';
import { correspondenceEndpoints } from './correspondence/correspondence.endpoints.ts';
import { occurrenceEndpoints } from './occurrences/occurrences.endpoints.ts';
import { documentAdminEndpoints, documentEndpoints } from './documents/documents.endpoints.ts';
import { outboxEndpoints } from './notifications/outbox.endpoints.ts';
import { porteiroEndpoints } from './porteiros/porteiros.endpoints.ts';
import { timelineEndpoints } from './timeline/timeline.endpoints.ts';
import { chargeEndpoints, moveEndpoints, reservationEndpoints } from './reservations/reservations.endpoints.ts';
import { vehicleEndpoints } from './vehicles/vehicles.endpoints.ts';

/** Every call of the API, by area: the server test checks that each registered route is one of these. */
export const endpointsByArea: Record<string, Record<string, Endpoint>> = {
  'access-control': residentEndpoints,
  'access-requests': accessRequestEndpoints,
  invitations: { ...invitationEndpoints, ...publicInvitationEndpoints },
  visitors: visitorEndpoints,
  entries: entryEndpoints,
  'condominium-ref': condominiumRefEndpoints,
  accounts: accountEndpoints,
  'app-config': appConfigEndpoints,
  auth: authEndpoints,
  condominium: condominiumEndpoints,
  health: healthEndpoints,
  documents: { ...documentEndpoints, ...documentAdminEndpoints },
  correspondence: { ...correspondenceEndpoints, ...correspondenceFileEndpoints },
  notifications: outboxEndpoints,
  occurrences: occurrenceEndpoints,
  porteiros: porteiroEndpoints,
  'pre-registration': preRegistrationEndpoints,
  'phone-change': phoneChangeEndpoints,
  timeline: timelineEndpoints,
  reservations: reservationEndpoints,
  moves: moveEndpoints,
  charges: chargeEndpoints,
  vehicles: vehicleEndpoints,
};

export const allEndpoints: Endpoint[] = Object.values(endpointsByArea).flatMap((area) => Object.values(area));
