/** Permission names, following the one the spec gives (portaria.home.ocorrencias.read). */
export const PERMISSIONS = {
  accessControl: 'portaria.home.controleacesso.read',
  correspondence: 'portaria.home.correspondencias.read',
  reservations: 'portaria.home.reservas.read',
  occurrences: 'portaria.home.ocorrencias.read',
  vehicles: 'portaria.home.veiculos.read',
  documents: 'portaria.home.documentos.read',
  /** The shift book (issue 34): write, read, resolve and hand over. */
  shiftBook: 'portaria.home.livro.read',
  /** Keys (issue 34): check out and check in, the keys out now, history. */
  keys: 'portaria.home.chaves.read',
  approvePreRegistration: 'portaria.precadastro.approve',
  /** The syndic approves or refuses residents' access requests (decision 078). */
  approveAccessRequest: 'portaria.solicitacoes.approve',
  /** The syndic uploads or replaces the condominium's documents (decision 077). */
  manageDocuments: 'portaria.documentos.write',
  /** The syndic lists and exports the charge lines of paid reservations (decision 076). */
  reservationCharges: 'portaria.cobrancas.read',
  /** Administration console (issue 31, decision 116). The installation's administrator: create, deactivate and list condominiums. */
  administerInstallation: 'portaria.administracao.instalacao',
  /** The condominium's settings, blocks and units. */
  manageCondominium: 'portaria.administracao.condominio',
  /** Staff accounts, roles and grants of the condominium. */
  manageStaff: 'portaria.administracao.equipe',
  /** Residents import. */
  importResidents: 'portaria.administracao.moradores',
  /** Common areas, area blocks and move rules. */
  manageAreas: 'portaria.administracao.areas',
  /** The audit log viewer. */
  readAudit: 'portaria.administracao.auditoria',
  /** The keys' catalogue: create, edit and retire keys (the syndic, the administrator; issue 34). */
  manageKeys: 'portaria.chaves.write',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export type TileId =
  'accessControl' | 'correspondence' | 'reservations' | 'occurrences' | 'vehicles' | 'documents' | 'shiftBook' | 'keys';

/** Dashboard tiles in display order with their pt-BR titles. */
export const TILES: ReadonlyArray<{ id: TileId; title: string; permission: Permission }> = [
  { id: 'accessControl', title: 'Controle de Acesso', permission: PERMISSIONS.accessControl },
  { id: 'correspondence', title: 'Correspondência e Entregas', permission: PERMISSIONS.correspondence },
  { id: 'reservations', title: 'Reservas e Bloqueios', permission: PERMISSIONS.reservations },
  { id: 'occurrences', title: 'Ocorrências', permission: PERMISSIONS.occurrences },
  { id: 'vehicles', title: 'Veículos', permission: PERMISSIONS.vehicles },
  { id: 'documents', title: 'Documentos', permission: PERMISSIONS.documents },
  { id: 'shiftBook', title: 'Livro da portaria', permission: PERMISSIONS.shiftBook },
  { id: 'keys', title: 'Chaves', permission: PERMISSIONS.keys },
];

export type AuthorizationContext = { rolePermissions: string[]; customPermissions: string[] };

/** A tile or action is allowed when the union of role and custom permissions holds it. */
export const hasPermission = (ctx: AuthorizationContext, permission: string): boolean =>
  ctx.rolePermissions.includes(permission) || ctx.customPermissions.includes(permission);

export const visibleTiles = (ctx: AuthorizationContext) => TILES.filter((t) => hasPermission(ctx, t.permission));
