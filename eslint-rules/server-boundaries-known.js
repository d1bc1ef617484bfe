/**
 * Crossings of the server's boundaries that exist today, each waiting for its move (issue 29). The rule allows
 * exactly these and fails on any other, and on a listed one that is gone: this list only shrinks.
 */
export const KNOWN_CROSSINGS = [
  // The pickup people lookup belongs to the condominium kernel (people), not to residents.
  { file: 'modules/correspondence/release.service.ts', spec: '../residents/authorised-people.repository.ts' },
  { file: 'modules/correspondence/residents.routes.ts', spec: '../residents/residents.repository.ts' },
  // The one upload route moves to platform/files, where each area registers its file policy.
  { file: 'modules/correspondence/upload.routes.ts', spec: '../documents/document-policy.ts' },
  { file: 'modules/correspondence/upload.routes.ts', spec: '../occurrences/attachment-policy.ts' },
  // Residents, invitations, visitors and entries become one access-control area.
  { file: 'modules/invitations/invitations.service.ts', spec: '../residents/residents.repository.ts' },
  { file: 'modules/residents/residents.routes.ts', spec: '../invitations/face-photo.service.ts' },
  // SQL outside repositories.
  { file: 'modules/correspondence/notices.service.ts', spec: '../../db/schema/index.ts' },
  { file: 'modules/visitors/entries.service.ts', spec: '../../db/schema/index.ts' },
  { file: 'modules/visitors/visitors.service.ts', spec: '../../db/schema/index.ts' },
];
