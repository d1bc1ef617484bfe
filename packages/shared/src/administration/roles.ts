import { PERMISSIONS, type Permission } from '../permissions.ts';

const TILES: Permission[] = [
  PERMISSIONS.accessControl,
  PERMISSIONS.correspondence,
  PERMISSIONS.reservations,
  PERMISSIONS.occurrences,
  PERMISSIONS.vehicles,
  PERMISSIONS.documents,
  PERMISSIONS.shiftBook,
  PERMISSIONS.keys,
];

const SYNDIC: Permission[] = [
  ...TILES,
  PERMISSIONS.approvePreRegistration,
  PERMISSIONS.approveAccessRequest,
  PERMISSIONS.manageDocuments,
  PERMISSIONS.reservationCharges,
  PERMISSIONS.manageCondominium,
  PERMISSIONS.manageStaff,
  PERMISSIONS.importResidents,
  PERMISSIONS.manageAreas,
  PERMISSIONS.readAudit,
  PERMISSIONS.manageKeys,
];

/**
 * The roles every condominium created in the console starts with, highest first (decision 116). A syndic grants
 * nothing above their own role; only an administrator of the installation creates or deactivates condominiums.
 */
export const DEFAULT_ROLES = [
  { nome: 'ADMINISTRADOR', titulo: 'Administrador', permissoes: [...SYNDIC, PERMISSIONS.administerInstallation] },
  { nome: 'SINDICO', titulo: 'Síndico', permissoes: SYNDIC },
  { nome: 'PORTEIRO', titulo: 'Porteiro', permissoes: TILES },
  {
    nome: 'ZELADOR',
    titulo: 'Zelador',
    permissoes: [
      PERMISSIONS.correspondence,
      PERMISSIONS.occurrences,
      PERMISSIONS.reservations,
      PERMISSIONS.shiftBook,
      PERMISSIONS.keys,
    ],
  },
] as const satisfies ReadonlyArray<{ nome: string; titulo: string; permissoes: readonly Permission[] }>;

export type RoleName = (typeof DEFAULT_ROLES)[number]['nome'];
export const ADMINISTRATOR_ROLE: RoleName = 'ADMINISTRADOR';
