import { accessRequestEndpoints, residentEndpoints } from './access-control/residents.endpoints.ts';
import { invitationEndpoints, publicInvitationEndpoints } from './access-control/invitations.endpoints.ts';
import { condominiumRefEndpoints, entryEndpoints, visitorEndpoints } from './access-control/visitors.endpoints.ts';
import { administrationEndpoints } from './administration/administration.endpoints.ts';
import { staffEndpoints } from './administration/staff.endpoints.ts';
import { bookingApprovalEndpoints } from './administration/booking-approvals.endpoints.ts';
import { areaAdminEndpoints } from './administration/areas.endpoints.ts';
import { auditEndpoints } from './administration/audit.endpoints.ts';
import { residentsImportEndpoints } from './administration/residents-import.endpoints.ts';
import { accountEndpoints } from './accounts/accounts.endpoints.ts';
import { phoneChangeEndpoints } from './accounts/phone-change.endpoints.ts';
import { preRegistrationEndpoints } from './accounts/pre-registration.endpoints.ts';
import { appConfigEndpoints } from './app-config/app-config.endpoints.ts';
import { authEndpoints } from './auth/auth.endpoints.ts';
import type { AreaId } from './areas.ts';
import type { Endpoint } from './common/endpoint.ts';
import { fileEndpoints } from './common/files.endpoints.ts';
import { healthEndpoints } from './health/health.endpoints.ts';
import { condominiumEndpoints } from './condominium/condominium.endpoints.ts';
import { correspondenceFileEndpoints } from './correspondence/correspondence-files.endpoints.ts';
import { correspondenceEndpoints } from './correspondence/correspondence.endpoints.ts';
import { occurrenceEndpoints } from './occurrences/occurrences.endpoints.ts';
import { documentAdminEndpoints, documentEndpoints } from './documents/documents.endpoints.ts';
import { outboxEndpoints } from './notices/outbox.endpoints.ts';
import { porteiroEndpoints } from './auth/porteiros.endpoints.ts';
import { timelineEndpoints } from './timeline/timeline.endpoints.ts';
import { chargeEndpoints, moveEndpoints, reservationEndpoints } from './reservations/reservations.endpoints.ts';
import { vehicleEndpoints } from './vehicles/vehicles.endpoints.ts';
import { deskEndpoints } from './desk/desk.endpoints.ts';
import { instructionEndpoints } from './desk/instructions.endpoints.ts';
import { shiftBookEndpoints } from './shift-book/shift-book.endpoints.ts';
import { keyCatalogueEndpoints, keyEndpoints } from './keys/keys.endpoints.ts';

/**
 * Every call of the API, by area of the area table (areas.ts), each area's declarations in a list (sub-resources may
 * share a key name such as `list`). The server test checks that each registered route is one of these.
 */
export const endpointsByArea: Record<AreaId | 'platform', readonly Record<string, Endpoint>[]> = {
  auth: [authEndpoints, porteiroEndpoints],
  accounts: [accountEndpoints, preRegistrationEndpoints, phoneChangeEndpoints],
  condominium: [condominiumEndpoints, condominiumRefEndpoints],
  correspondence: [correspondenceEndpoints, correspondenceFileEndpoints],
  vehicles: [vehicleEndpoints],
  'access-control': [
    residentEndpoints,
    accessRequestEndpoints,
    invitationEndpoints,
    publicInvitationEndpoints,
    visitorEndpoints,
    entryEndpoints,
  ],
  reservations: [reservationEndpoints, moveEndpoints, chargeEndpoints],
  occurrences: [occurrenceEndpoints],
  documents: [documentEndpoints, documentAdminEndpoints],
  timeline: [timelineEndpoints],
  notices: [outboxEndpoints],
  'app-config': [appConfigEndpoints],
  health: [healthEndpoints],
  administration: [
    administrationEndpoints,
    staffEndpoints,
    bookingApprovalEndpoints,
    auditEndpoints,
    residentsImportEndpoints,
    areaAdminEndpoints,
  ],
  desk: [deskEndpoints, instructionEndpoints],
  'shift-book': [shiftBookEndpoints],
  keys: [keyEndpoints, keyCatalogueEndpoints],
  dashboard: [],
  platform: [fileEndpoints],
};

export const allEndpoints: Endpoint[] = Object.values(endpointsByArea).flatMap((groups) =>
  groups.flatMap((group) => Object.values(group)),
);
